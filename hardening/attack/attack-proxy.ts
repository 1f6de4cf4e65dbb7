import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { type ProxyProcess, type ProxyProcessOptions, startProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import { childrenOf, pidsWithMarker, waitGone } from '../pids.ts';
import { left } from '../tally.ts';
import { type Recorder, startRecorder } from './recorder.ts';

/** The real proxy as an attack meets it (proxy/test-kit's process), with what the suite counts of it. */
export interface AttackProxy extends ProxyProcess {
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
  /** Stops it, and counts (then ends) any process it started that outlived it. */
  close(): Promise<void>;
}

/** Starts the proxy; its default server, unless `inspector` names one, is an idle Node process with a fresh marker. */
export async function startAttackProxy(inspector: ProxyProcessOptions['inspector'] = {}): Promise<AttackProxy> {
  const marker = `loupe-attack-${randomBytes(6).toString('hex')}`;
  const defaultServer = inspector.defaultServer ?? {
    command: process.execPath,
    args: ['-e', 'setInterval(() => {}, 1000)', marker],
    env: {},
  };
  const proxy = await startProxyProcess(['--no-open', '--port', '0'], { inspector: { ...inspector, defaultServer } });
  const sandboxPort = Number(/:(\d+)$/.exec((await proxy.config()).sandboxOrigins ?? '')?.[1]);
  return {
    ...proxy,
    sandboxPort,
    viewOrigin: `http://${randomBytes(16).toString('hex')}.localhost:${sandboxPort}`,
    marker,
    children: () => childrenOf(proxy.pid).map((child) => child.pid),
    spawned: () => pidsWithMarker(marker),
    async close() {
      const started = [...childrenOf(proxy.pid).map((child) => child.pid), ...pidsWithMarker(marker)];
      await proxy.stop();
      // Whatever the proxy started must end with it: counted in the table's "Processes left", then ended here.
      const stillRunning = await waitGone(new Set([...started, ...pidsWithMarker(marker)]));
      left('attack', `proxy on port ${proxy.port}`, stillRunning);
      for (const stray of stillRunning) process.kill(stray, 'SIGKILL');
    },
  };
}

/**
 * What most attack files stand against: the proxy, and a recorder (a trap
 * that any refused request would reach, or a relay's upstream). Call at the
 * top of the file: both are up before its tests and closed after them.
 */
export async function attackTargets(
  inspector: ProxyProcessOptions['inspector'] = {},
): Promise<{ proxy: AttackProxy; recorder: Recorder }> {
  const [proxy, recorder] = await Promise.all([startAttackProxy(inspector), startRecorder()]);
  afterAll(async () => {
    await proxy.close();
    await recorder.close();
  });
  return { proxy, recorder };
}
