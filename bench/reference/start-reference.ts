// Starts the reference inspector's web UI and proxy for one stdio server, as `mcp-inspector --web -- command args` does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningInspector } from '../inspectors/inspector-driver.ts';
import type { ServerCommand } from '../servers.ts';

/** It needs a fixed web port (0 is refused), so ask the OS for a free one first. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const READY = /up and running at:\s+(https?:\/\/\S+)/;

/** `bin` is the package's mcp-inspector script; it runs on this same Node. Auth stays on: the printed URL carries the token. */
export async function startReference(
  bin: string,
  server: ServerCommand,
  readyTimeoutMs = 60_000,
): Promise<RunningInspector> {
  const storage = mkdtempSync(join(tmpdir(), 'reference-inspector-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    CLIENT_PORT: String(await freePort()),
    // 0: let the OS pick the MCP Apps sandbox and app-origin ports, so parallel runs do not collide.
    MCP_SANDBOX_PORT: '0',
    MCP_APP_ORIGIN_PORT: '0',
    MCP_AUTO_OPEN_ENABLED: 'false',
    MCP_INSPECTOR_SECRET_STORE: 'memory',
    MCP_STORAGE_DIR: storage,
  };
  // Its own process group, so that closing ends the inspector and the server it spawned together.
  const child = spawn(process.execPath, [bin, '--web', '--', server.command, ...server.args], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const close = async () => {
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    signalGroup('SIGKILL'); // the server it spawned, should it outlive its parent
    rmSync(storage, { recursive: true, force: true });
  };

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${readyTimeoutMs / 1000} s; it printed: ${output.slice(-1_000)}`)),
      readyTimeoutMs,
    );
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`exited (${signal ?? `code ${code}`}) before it was ready; it printed: ${output.slice(-1_000)}`),
      );
    });
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { url, close };
}
