import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InspectorConfig } from '../shared/bridge/messages.ts';

/**
 * The mcp-loupe package directory (with a trailing slash): above proxy/ in
 * the repository, above dist/node/proxy/ in the published package, which
 * runs this file compiled to JavaScript (scripts/build-package.ts).
 */
export const packageRoot = fileURLToPath(new URL(import.meta.url.endsWith('.js') ? '../../../' : '../', import.meta.url));

/** Where the built web app lives. */
export const defaultStaticRoot = join(packageRoot, 'dist', 'web');

export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(`${packageRoot}package.json`, 'utf8')) as { version?: string };
  return manifest.version ?? '0.0.0';
}

/** The embedded `@modelcontextprotocol/server-everything`, over stdio, run by this same Node. */
export function everythingServer(): InspectorConfig['defaultServer'] {
  const entry = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
  return { command: process.execPath, args: [entry, 'stdio'], env: {} };
}
