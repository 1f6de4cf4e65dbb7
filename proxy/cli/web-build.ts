import type { StdioOptions } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type RunCommand = (
  command: string,
  args: string[],
  options: { cwd: string; stdio: StdioOptions },
) => Promise<number | null>;

export interface WebBuildOptions {
  packageRoot: string;
  staticRoot: string;
  run?: RunCommand;
  exists?: (path: string) => boolean;
  log?: (message: string) => void;
}

/**
 * Builds the web app with the package's own Vite when dist/web has no
 * index.html (a fresh checkout). Vite's output goes to stderr: stdout
 * carries only the ready line.
 */
export async function ensureWebBuilt(options: WebBuildOptions): Promise<void> {
  const { packageRoot, staticRoot, run = runCommand, exists = existsSync, log = console.error } = options;
  if (exists(join(staticRoot, 'index.html'))) return;
  const vite = join(packageRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!exists(vite))
    throw new Error(
      'The web interface is not built and Vite is not installed: run `npm install`, then `npm run build`.',
    );
  log('mcp-loupe: building the web interface (first run)…');
  const code = await run(process.execPath, [vite, 'build'], { cwd: packageRoot, stdio: ['ignore', 2, 2] });
  if (code !== 0)
    throw new Error(
      `Building the web interface failed (vite exited with ${code === null ? 'a signal' : `code ${code}`}).`,
    );
  if (!exists(join(staticRoot, 'index.html')))
    throw new Error(`Vite finished but ${join(staticRoot, 'index.html')} is missing.`);
}

const runCommand: RunCommand = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, shell: false });
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
