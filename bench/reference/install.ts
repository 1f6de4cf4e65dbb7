// The official MCP Inspector, installed on demand into bench/.cache (gitignored): we measure it, we do not ship it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_PACKAGE = '@modelcontextprotocol/inspector';
export const REFERENCE_VERSION = '2.12.0';

export const referenceCacheDir = fileURLToPath(new URL('../.cache/reference-inspector/', import.meta.url));

interface Manifest {
  version?: string;
  bin?: Record<string, string>;
}

const manifestPath = (dir: string) => join(dir, 'node_modules', REFERENCE_PACKAGE, 'package.json');

const readManifest = (path: string): Manifest | undefined =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;

/** Runs `npm install --prefix dir … spec`; rejects with npm's last words when it fails. */
export function npmInstall(dir: string, spec: string, timeoutMs = 300_000): Promise<void> {
  mkdirSync(dir, { recursive: true });
  return new Promise((resolve, reject) => {
    const npm = spawn('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', spec], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
    npm.stdout.on('data', keep);
    npm.stderr.on('data', keep);
    const timer = setTimeout(() => npm.kill('SIGTERM'), timeoutMs);
    npm.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run npm: ${error.message}`));
    });
    npm.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `npm install ${spec} failed (${signal ?? `exit ${code}`}): ${output.trim().split('\n').slice(-8).join(' | ')}`,
          ),
        );
    });
  });
}

/** Installs the pinned reference inspector unless it is there already; returns the path of its `mcp-inspector` script. */
export async function ensureReferenceInstalled(install = npmInstall, dir = referenceCacheDir): Promise<string> {
  const path = manifestPath(dir);
  if (readManifest(path)?.version !== REFERENCE_VERSION)
    await install(dir, `${REFERENCE_PACKAGE}@${REFERENCE_VERSION}`);
  const manifest = readManifest(path);
  if (manifest?.version !== REFERENCE_VERSION)
    throw new Error(
      `${REFERENCE_PACKAGE}@${REFERENCE_VERSION} is not in ${dir} after npm install (found ${manifest?.version ?? 'nothing'})`,
    );
  const bin = manifest.bin?.['mcp-inspector'];
  if (!bin) throw new Error(`${REFERENCE_PACKAGE}@${REFERENCE_VERSION} declares no mcp-inspector bin`);
  return join(path, '..', bin);
}
