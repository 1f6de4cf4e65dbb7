import { spawn as nodeSpawn } from 'node:child_process';
import { WebSocketServer, type WebSocket } from 'ws';
import { createGroupWatchdog } from './group-watchdog.ts';
import { MAX_STDOUT_CHUNK } from '../../shared/bridge/stdout-frame.ts';
import { HIGH_WATER_MARK } from './outbound.ts';
import { DEFAULT_MAX_SERVERS, serverLimitRefusal } from './server-limit.ts';
import { MAX_STDIN_BACKLOG } from './stdin-backlog.ts';
import type { Cgroups } from './cgroup.ts';
import { createServerTrees } from './server-tree.ts';
import type { BridgeSession, SessionDeps } from './session.ts';
import { runBridgeSession } from './session.ts';
import type { UpgradeListener } from './upgrade.ts';
import { guardedUpgrade } from './upgrade.ts';

export interface BridgeServer {
  /** Attach to the HTTP server's 'upgrade' event. */
  readonly onUpgrade: UpgradeListener;
  readonly wss: WebSocketServer;
  /** Ends every connection and its process group; resolves when they are gone. */
  closeAll(): Promise<void>;
  /** SIGKILL to every server and its descendants at once, for when the proxy is exiting right now. */
  killAllNow(): void;
  /** Starts the watchdog before the first server (see GroupWatchdog.prestart). */
  prestartWatchdog(): void;
}

/** The largest frame the browser may send (stdin bytes, or a stdin message); ws closes the connection with 1009 on a larger one, before reading it. */
export const MAX_BROWSER_FRAME = 100 * 1024 * 1024;

export interface BridgeDeps extends Omit<SessionDeps, 'trees'> {
  maxBrowserFrame: number;
  /** Servers running at once, across every connection, past which a spawn is refused; each counts until its process group is gone. */
  maxServers: number;
  /** Where servers' processes are held on Linux; one answering undefined makes the bridge track descendants through /proc instead. */
  openCgroups?: () => Cgroups | undefined;
}

export const defaultBridgeDeps: BridgeDeps = {
  spawn: nodeSpawn,
  now: Date.now,
  log: (message) => console.error(`mcp-loupe: ${message}`),
  env: process.env,
  killGraceMs: 2000,
  highWaterMark: HIGH_WATER_MARK,
  maxStdoutChunk: MAX_STDOUT_CHUNK,
  maxStdinBacklog: MAX_STDIN_BACKLOG,
  maxBrowserFrame: MAX_BROWSER_FRAME,
  maxServers: DEFAULT_MAX_SERVERS,
};

export function createBridgeServer(options: { port: number; token: string; deps?: Partial<BridgeDeps> }): BridgeServer {
  const settings = { ...defaultBridgeDeps, ...options.deps };
  // Lazy: no process starts until a group is watched, so one that `deps` replaces costs nothing.
  const ownWatchdog = createGroupWatchdog({ graceMs: settings.killGraceMs, log: settings.log });
  const trees = createServerTrees({ watchdog: ownWatchdog, openCgroups: settings.openCgroups, log: settings.log });
  /** Each session with its socket, and what resolves once it is stopped and its group gone. */
  const sessions = new Map<BridgeSession, { ws: WebSocket; gone: Promise<void> }>();
  // A session keeps its pid until its group is gone, and stays in the map until stopped.
  const running = () => [...sessions.keys()].filter((session) => session.pid !== undefined).length;
  // On their way out: the page's close frame is in, or its socket ended, and the group is not yet gone.
  const serverLeaving = () => {
    const ending = [...sessions]
      .filter(([session, { ws }]) => session.pid !== undefined && ws.readyState !== ws.OPEN)
      .map(([, { gone }]) => gone);
    return ending.length === 0 ? Promise.resolve(false) : Promise.race(ending).then(() => true);
  };
  const deps: SessionDeps & BridgeDeps = {
    refuseSpawn: () => serverLimitRefusal(running(), settings.maxServers),
    serverLeaving,
    ...settings,
    trees,
  };
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: deps.maxBrowserFrame });

  const onUpgrade = guardedUpgrade({
    port: options.port,
    token: options.token,
    accept: (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => {
        const session = runBridgeSession(ws, deps);
        const gone = new Promise<void>((resolve) => {
          ws.once(
            'close',
            () =>
              void session.stop().finally(() => {
                sessions.delete(session);
                resolve();
              }),
          );
        });
        sessions.set(session, { ws, gone });
      }),
  });

  return {
    onUpgrade,
    wss,
    async closeAll() {
      await Promise.all([...sessions.keys()].map((session) => session.stop()));
      // A browser that stopped reading would hold the closing handshake (and the server) open.
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      trees.close();
      await ownWatchdog.close();
    },
    killAllNow: () => trees.killAllNow(),
    prestartWatchdog: () => ownWatchdog.prestart(),
  };
}
