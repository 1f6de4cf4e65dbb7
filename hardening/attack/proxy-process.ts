import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { StartInspectorOptions } from '../../proxy/start-inspector.ts';
import { childrenOf, pidsWithMarker, waitGone } from '../pids.ts';
import { left } from '../tally.ts';

/** The real proxy, started as its own process, and what an attack needs to know of it. */
export interface ProxyProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  token: string;
  /** `http://127.0.0.1:<port>`, the page's own origin. */
  origin: string;
  /** The page's URL with the token, as the person opens it. */
  url: string;
  /** The MCP Apps sandbox server's port: each view on `http://<view id>.localhost:<port>`. */
  sandboxPort: number;
  /** An origin a view would have (a fresh id under localhost, on the sandbox port), for attacks from a view's place. */
  viewOrigin: string;
  /** A string in the default server's command line: any process carrying it was spawned by a bridge. */
  marker: string;
  /** Processes whose parent is the proxy (servers, the watchdog). */
  children(): number[];
  /** Default servers the bridge spawned, found by their marker. */
  spawned(): number[];
  close(): Promise<void>;
}

const main = new URL('./proxy-main.ts', import.meta.url).pathname;

/** Starts the proxy with `startInspector`; its default server is a harmless Node process carrying a fresh marker. */
export async function startProxyProcess(
  options: Omit<StartInspectorOptions, 'port' | 'open' | 'bridge' | 'openBrowser'> = {},
): Promise<ProxyProcess> {
  const marker = `loupe-attack-${randomBytes(6).toString('hex')}`;
  const defaultServer = options.defaultServer ?? {
    command: process.execPath,
    args: ['-e', 'setInterval(() => {}, 1000)', marker],
    env: {},
  };
  // The options ride in the environment: in argv, the marker would make the proxy look like a server it spawned.
  const child = spawn(process.execPath, [main], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOUPE_ATTACK_OPTIONS: JSON.stringify({ ...options, defaultServer }) },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const line = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const end = stdout.indexOf('\n');
      if (end !== -1) resolve(stdout.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code} before it listened: ${stderr}`)));
  });
  const facts = JSON.parse(line) as { port: number; token: string; sandboxPort: number; url: string };
  const pid = child.pid as number;
  return {
    child,
    pid,
    port: facts.port,
    token: facts.token,
    origin: `http://127.0.0.1:${facts.port}`,
    url: facts.url,
    sandboxPort: facts.sandboxPort,
    viewOrigin: `http://${randomBytes(16).toString('hex')}.localhost:${facts.sandboxPort}`,
    marker,
    children: () => childrenOf(pid).map((child) => child.pid),
    spawned: () => pidsWithMarker(marker),
    async close() {
      const started = [...childrenOf(pid).map((child) => child.pid), ...pidsWithMarker(marker)];
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      // Whatever the proxy started must end with it: counted in the table's "Processes left", then ended here.
      const stillRunning = await waitGone(new Set([...started, ...pidsWithMarker(marker)]));
      left('attack', `proxy on port ${facts.port}`, stillRunning);
      for (const stray of stillRunning) process.kill(stray, 'SIGKILL');
    },
  };
}
