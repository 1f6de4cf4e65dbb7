import { spawn as nodeSpawn } from 'node:child_process';
import { WebSocketServer } from 'ws';
import { MAX_LINE_PIECE } from './line-splitter.ts';
import { HIGH_WATER_MARK } from './outbound.ts';
import { killGroupNow } from './process-group.ts';
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
  /** SIGKILL to every process group at once, for when the proxy is exiting right now. */
  killAllNow(): void;
}

export const defaultSessionDeps: SessionDeps = {
  spawn: nodeSpawn,
  now: Date.now,
  log: (message) => console.error(`mcp-loupe: ${message}`),
  env: process.env,
  killGraceMs: 2000,
  highWaterMark: HIGH_WATER_MARK,
  maxLinePiece: MAX_LINE_PIECE,
};

export function createBridgeServer(options: { port: number; token: string; deps?: Partial<SessionDeps> }): BridgeServer {
  const deps: SessionDeps = { ...defaultSessionDeps, ...options.deps };
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const sessions = new Set<BridgeSession>();

  const onUpgrade = guardedUpgrade({
    port: options.port,
    token: options.token,
    accept: (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => {
        const session = runBridgeSession(ws, deps);
        sessions.add(session);
        ws.once('close', () => void session.stop().finally(() => sessions.delete(session)));
      }),
  });

  return {
    onUpgrade,
    wss,
    async closeAll() {
      await Promise.all([...sessions].map((session) => session.stop()));
      // A browser that stopped reading would hold the closing handshake (and the server) open.
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
    killAllNow() {
      for (const session of sessions) if (session.pid !== undefined) killGroupNow(session.pid);
    },
  };
}
