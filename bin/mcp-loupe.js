#!/usr/bin/env node
// The `mcp-loupe` command. Plain JavaScript so that it can refuse an old
// Node clearly; everything else is TypeScript run by Node's type stripping.

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(`mcp-loupe needs Node.js 22 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}
if (!process.features.typescript) {
  console.error(
    `mcp-loupe runs its TypeScript with Node's built-in type stripping, which Node.js ${major}.${minor} ` +
      'does not turn on by default: use Node.js 22.18 or newer, or run `node --experimental-strip-types bin/mcp-loupe.js`.',
  );
  process.exit(1);
}

const { start } = await import('../proxy/main.ts');
await start(process.argv.slice(2));
