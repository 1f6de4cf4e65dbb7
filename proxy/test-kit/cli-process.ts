import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { spawn } from 'node:child_process';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';

/**
 * For tests: the mcp-loupe command in a process of its own, with its real
 * signal handlers and exit, so a test can kill it or watch it survive. Only
 * the web build is left out (the bridge needs no page, and a fresh checkout
 * has none).
 */
export interface CliProcess {
  child: ChildProcessWithoutNullStreams;
  pid: number;
  port: number;
  token: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  config(): Promise<InspectorConfig>;
}

const main = new URL('../main.ts', import.meta.url).href;

export async function startCliProcess(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<CliProcess> {
  const code = `const { start } = await import(${JSON.stringify(main)}); await start(${JSON.stringify(argv)}, { buildWeb: async () => {} });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, CI: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = /^mcp-loupe ready at (\S+)$/m.exec(stdout);
      if (line) resolve(line[1] as string);
    });
    void exited.then(({ code: exitCode }) =>
      reject(new Error(`mcp-loupe exited with ${exitCode} before it was ready: ${stderr}`)),
    );
  });
  const url = new URL(ready);
  const port = Number(url.port);
  const token = url.searchParams.get('token') ?? '';
  return {
    child,
    pid: child.pid as number,
    port,
    token,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async config() {
      const res = await fetch(`http://127.0.0.1:${port}/api/config`, { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as InspectorConfig;
    },
  };
}

const bin = new URL('../../bin/mcp-loupe.js', import.meta.url).pathname;

/** For tests: `mcp-loupe ARGS…` (bin/mcp-loupe.js) run to its end, with what it printed and its exit code. */
export function runMcpLoupe(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, CI: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
