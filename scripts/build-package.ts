// What `npm pack` ships (run as `prepack`): the page built by Vite into
// dist/web, the proxy, command line and shared core compiled to
// JavaScript into dist/node, because Node does not strip TypeScript types
// from files under node_modules, and the command line's bundle in dist/cli
// (scripts/build-cli.ts), which `--cli` starts from. bin/mcp-loupe.js runs dist/node when the
// TypeScript sources are not beside it.

import { spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCliBundle } from './build-cli.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = join(root, 'dist', 'node');

function run(script: string, args: string[]): void {
  const result = spawnSync(process.execPath, [join(root, 'node_modules', script), ...args], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) {
    console.error(`build-package: ${script} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
}

rmSync(out, { recursive: true, force: true });
run('vite/bin/vite.js', ['build']);
run('typescript/bin/tsc', ['-p', 'tsconfig.pack.json']);
await buildCliBundle();
// Plain JavaScript the proxy reads by path: the watchdog it spawns, the script the MCP Apps sandbox serves.
for (const file of ['proxy/bridge/group-watchdog-process.js', 'proxy/apps/sandbox-script.js'])
  copyFileSync(join(root, file), join(out, file));

// A relative import still naming a .ts file would fail only when that line runs.
const leftovers = readdirSync(out, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => /(?:from|import\()\s*['"]\.{1,2}\/[^'"]*\.ts['"]/.test(readFileSync(join(out, file), 'utf8')));
if (leftovers.length > 0) {
  console.error(`build-package: these files still import TypeScript: ${leftovers.join(', ')}`);
  process.exit(1);
}
console.error(`build-package: dist/web, dist/node and dist/cli are ready`);
