import { McpSession } from '../session/mcp-session.ts';
import { WireLog } from '../wire/wire-log.ts';
import { ScriptedBridge, type ScriptedBridgeOptions } from './scripted-bridge.ts';
import { echoServer } from './scripted-server.ts';

export type BridgedSessionOptions = Partial<ConstructorParameters<typeof McpSession>[0]> & {
  /** The script of the nth socket the session opens (from 0); by default it opens, spawns and plays echoServer(). */
  bridge?: (index: number) => ScriptedBridgeOptions;
};

/**
 * The page's session in one process: an McpSession and its wire log, whose
 * every bridge socket is a ScriptedBridge (one per connect, the nth with pid
 * 100 + n). The tests beside proxy/ run the same session over the real proxy.
 */
export function bridgedSession(options: BridgedSessionOptions = {}) {
  const { bridge = () => ({}), ...rest } = options;
  const sockets: ScriptedBridge[] = [];
  const log = new WireLog(() => {});
  const session = new McpSession({
    log,
    bridgeUrl: 'ws://127.0.0.1:1/bridge?token=x',
    probeTimeoutMs: 500,
    socketFactory: () => {
      const socket = new ScriptedBridge({ pid: 100 + sockets.length, server: echoServer(), ...bridge(sockets.length) });
      sockets.push(socket);
      return socket;
    },
    ...rest,
  });
  return { log, session, sockets };
}
