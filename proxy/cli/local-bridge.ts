import { createServer } from 'node:http';
import { WebSocket } from 'ws';
import { BRIDGE_PATH, TOKEN_PARAM } from '../../shared/bridge/messages.ts';
import type { BridgeSocket, BridgeSocketFactory } from '../../shared/bridge/socket.ts';
import { createBridgeServer, type BridgeDeps } from '../bridge/bridge-server.ts';
import { createToken } from '../security/token.ts';
import { listen } from '../server/listen.ts';

export interface LocalBridge {
  /** ws:// URL of the bridge, token included. */
  url: string;
  /** Node's socket for it (the `ws` package fits the page's WebSocket interface). */
  socketFactory: BridgeSocketFactory;
  /** Ends every child's process group, then stops listening. */
  close(): Promise<void>;
}

/**
 * The proxy's stdio bridge, in this process, on loopback with a fresh token:
 * the CLI starts its servers through exactly the code the page uses
 * (process groups, the watchdog, the minimal environment, flow control), and
 * the session speaks to it as the page does. Nothing but /bridge is served.
 */
export async function startLocalBridge(deps: Partial<BridgeDeps> = {}): Promise<LocalBridge> {
  const token = createToken();
  const server = createServer((_request, response) => {
    response.writeHead(404).end();
  });
  const port = await listen(server, 0, '127.0.0.1');
  const bridge = createBridgeServer({ port, token, deps: { log: () => {}, ...deps } });
  server.on('upgrade', bridge.onUpgrade);
  process.on('exit', bridge.killAllNow);
  // The CLI starts a server at once: its watchdog starts beside it, and is ready to end at the close.
  bridge.prestartWatchdog();
  let closing: Promise<void> | undefined;
  return {
    url: `ws://127.0.0.1:${port}${BRIDGE_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`,
    socketFactory: (url) => new WebSocket(url, { perMessageDeflate: false }) as unknown as BridgeSocket,
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await bridge.closeAll();
        await stopped;
        process.off('exit', bridge.killAllNow);
      })()),
  };
}
