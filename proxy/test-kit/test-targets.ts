import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StdioTarget } from '../../shared/session/connect-target.ts';

/** Servers the session tests start through the real proxy. */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The reference server, over stdio. */
export const everythingTarget: StdioTarget = {
  kind: 'stdio',
  command: process.execPath,
  args: [join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js'), 'stdio'],
  env: {},
};

/** One of our own fixture servers in e2e/fixtures. */
export const fixtureTarget = (name: string): StdioTarget => ({
  kind: 'stdio',
  command: process.execPath,
  args: [join(root, 'e2e/fixtures', `${name}.mjs`)],
  env: {},
});

/** A published MCP Apps example server (a devDependency), over stdio. */
export const appExampleTarget = (name: 'server-basic-vanillajs' | 'server-system-monitor'): StdioTarget => ({
  kind: 'stdio',
  command: process.execPath,
  args: [join(root, 'node_modules/@modelcontextprotocol', name, 'dist/index.js'), '--stdio'],
  env: {},
});
