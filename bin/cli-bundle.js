// Which code `mcp-loupe --cli` runs. Plain JavaScript, read by
// bin/mcp-loupe.js before anything else is loaded: the bundle that
// scripts/build-cli.ts writes into dist/cli, when it is there and, in a
// checkout, no file it was built from has changed since; otherwise the
// sources (or, in the published package, dist/node).

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The URL of the bundle's entry, or undefined when it is missing, stale, or
 * set aside by MCP_LOUPE_CLI_FROM=sources. `checkout`: the TypeScript
 * sources are beside it, so each file the bundle was built from must be as
 * it was then (same size, same modification time, none touched during the
 * build).
 * @param {URL} packageRoot the package directory, with a trailing slash
 * @param {{ checkout: boolean, env?: NodeJS.ProcessEnv }} options
 * @returns {URL | undefined}
 */
export function freshCliBundle(packageRoot, { checkout, env = process.env }) {
  if (env.MCP_LOUPE_CLI_FROM === 'sources') return undefined;
  const dir = new URL('dist/cli/', packageRoot);
  /** @type {{ entry: string, builtAt: number, files: Array<[string, number, number]> }} */
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(new URL('inputs.json', dir), 'utf8'));
  } catch {
    return undefined;
  }
  const entry = new URL(inputs.entry, dir);
  if (!statSync(entry, { throwIfNoEntry: false })) return undefined;
  if (checkout && !unchanged(fileURLToPath(packageRoot), inputs)) return undefined;
  return entry;
}

/** @param {string} root @param {{ builtAt: number, files: Array<[string, number, number]> }} inputs */
function unchanged(root, inputs) {
  if (!Array.isArray(inputs.files) || inputs.files.length === 0) return false;
  for (const [file, mtimeMs, size] of inputs.files) {
    if (mtimeMs > inputs.builtAt) return false;
    const stat = statSync(join(root, file), { throwIfNoEntry: false });
    if (stat?.mtimeMs !== mtimeMs || stat.size !== size) return false;
  }
  return true;
}
