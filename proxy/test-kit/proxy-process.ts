import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import type { StartInspectorOptions } from '../start-inspector.ts';

/** The mcp-loupe command running in a process of its own, and what a test needs to know of it. */
export interface ProxyProcess {
  child: ChildProcessWithoutNullStreams;
  pid: number;
  port: number;
  token: string;
  /** `http://127.0.0.1:<port>`, the page's own origin. */
  origin: string;
  /** The page's URL with the token, as the ready line printed it. */
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  config(): Promise<InspectorConfig>;
  /** Ends it as Ctrl-C would (SIGTERM), then with SIGKILL if it outlives a grace; resolves once it has exited. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ProxyProcessOptions {
  /** Over the test runner's environment; CI=1 keeps a browser from opening. */
  env?: NodeJS.ProcessEnv;
  /**
   * Laid over the options the command line gives startInspector, for what
   * no flag sets: a static root, a default server with its own environment,
   * a remote server as an object. JSON only (it crosses to the process).
   */
  inspector?: Omit<StartInspectorOptions, 'port' | 'open' | 'openBrowser' | 'bridge'>;
}

const main = new URL('./proxy-main.ts', import.meta.url).pathname;
const STOP_GRACE_MS = 5_000;

/**
 * The one way tests start the proxy as a process: `mcp-loupe ARGV…` with
 * its real signal handlers and exit, so a test can kill it, watch it
 * survive, or attack it from outside. Resolves at its ready line.
 */
export async function startProxyProcess(argv: string[], options: ProxyProcessOptions = {}): Promise<ProxyProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      CI: '1',
      ...options.env,
      LOUPE_TEST_ARGV: JSON.stringify(argv),
      LOUPE_TEST_INSPECTOR: JSON.stringify(options.inspector ?? {}),
    },
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
    void exited.then(({ code }) => reject(new Error(`mcp-loupe exited with ${code} before it was ready: ${stderr}`)));
  });
  const url = new URL(ready);
  const port = Number(url.port);
  const token = url.searchParams.get('token') ?? '';
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    pid: child.pid as number,
    port,
    token,
    origin: `http://127.0.0.1:${port}`,
    url: ready,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    async config() {
      const res = await fetch(`http://127.0.0.1:${port}/api/config`, { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as InspectorConfig;
    },
    async stop() {
      if (running()) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))]);
        if (running()) child.kill('SIGKILL');
      }
      return exited;
    },
  };
}
