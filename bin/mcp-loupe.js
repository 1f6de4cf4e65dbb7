#!/usr/bin/env node
// The `mcp-loupe` command. Plain JavaScript so that it can refuse an old
// Node clearly. In the repository it runs the TypeScript sources with Node's
// type stripping; the published package has no sources, only the JavaScript
// compiled from them into dist/node (scripts/build-package.ts). `--cli` runs
// from one prebuilt bundle when there is a fresh one (scripts/build-cli.ts).

import { existsSync } from 'node:fs';
import module from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(`mcp-loupe needs Node.js 22 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}

const sources = new URL('../proxy/main.ts', import.meta.url);
if (existsSync(sources) && !process.features.typescript) {
  console.error(
    `mcp-loupe runs its TypeScript with Node's built-in type stripping, which Node.js ${major}.${minor} ` +
      'does not turn on by default: use Node.js 22.18 or newer, or run `node --experimental-strip-types bin/mcp-loupe.js`.',
  );
  process.exit(1);
}

const argv = process.argv.slice(2);
const checkout = existsSync(sources);
if (argv[0] === '--cli') {
  // One request and out: the prebuilt bundle when it is fresh (bin/cli-bundle.js), else the command line alone, without the page's server.
  // V8's compiled code is kept on disk (Node's cache, in the temporary directory): a quarter of the bundle's start.
  module.enableCompileCache?.();
  const { freshCliBundle } = await import('./cli-bundle.js');
  const bundle = freshCliBundle(new URL('../', import.meta.url), { checkout });
  const { startCli } = bundle
    ? await import(bundle.href)
    : checkout
      ? await import('../proxy/cli/cli-main.ts')
      : await import('../dist/node/proxy/cli/cli-main.js');
  await startCli(argv.slice(1));
} else {
  const { start } = checkout ? await import('../proxy/main.ts') : await import('../dist/node/proxy/main.js');
  await start(argv);
}
