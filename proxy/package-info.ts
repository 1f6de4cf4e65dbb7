import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InspectorConfig } from '../shared/bridge/messages.ts';

/**
 * The mcp-loupe package directory (with a trailing slash), the nearest above
 * this file with a package.json: above proxy/ in the repository, above
 * dist/node/proxy/ in the published package (this file compiled to
 * JavaScript by scripts/build-package.ts), above dist/cli/ in the command
 * line's bundle (scripts/build-cli.ts).
 */
export const packageRoot = nearestPackageDir(new URL('./', import.meta.url));

function nearestPackageDir(dir: URL): string {
  const up = new URL('../', dir);
  return existsSync(new URL('package.json', dir)) || up.href === dir.href ? fileURLToPath(dir) : nearestPackageDir(up);
}

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
