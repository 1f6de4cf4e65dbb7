import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import { BridgeTransport } from '../bridge/bridge-transport.ts';
import type { BridgeSocketFactory } from '../bridge/socket.ts';
import type { StdioTarget } from '../session/connect-target.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { RawAnswer } from './judge-answers.ts';

/**
 * Opens a second connection to the server being checked, not yet started,
 * whose frames the transport writes to the session's wire log under
 * `connection`. For checks that need an opening of their own (an
 * initialize offering a revision no server supports).
 */
export type OpenConnection = (connection: number) => Transport;

/** The number the log shows for the checkup's own connection: `3001` is the first opened while checking connection 3, `3002` the next. */
export function checkupConnectionNumber(log: WireLog, checked: number): number {
  const base = checked * 1000;
  let last = base;
  for (const entry of log.entries()) if (entry.connection > last && entry.connection < base + 1000) last = entry.connection;
  return last + 1;
}

/** Over the proxy's stdio bridge: the same command, started again. */
export function bridgeConnectionOpener(options: { bridgeUrl: string; target: StdioTarget; log: WireLog; socketFactory?: BridgeSocketFactory; now?: () => number }): OpenConnection {
  const { target } = options;
  return (connection) =>
    new BridgeTransport({
      url: options.bridgeUrl,
      spawn: { command: target.command, args: target.args, env: target.env, cwd: target.cwd, inheritEnv: target.inheritEnv },
      connection,
      log: options.log,
      framing: target.framing,
      socketFactory: options.socketFactory,
      now: options.now,
    });
}

/** Starts the transport, sends one request, waits for its answer, and closes the connection (its process ends with it). */
export async function exchangeOnce(transport: Transport, request: { id: string; method: string; params?: unknown }, timeoutMs: number, signal?: AbortSignal): Promise<RawAnswer> {
  let settle: (answer: RawAnswer) => void = () => {};
  const settled = new Promise<RawAnswer>((resolve) => {
    settle = resolve;
  });
  transport.onmessage = (message: JSONRPCMessage) => {
    if ('id' in message && message.id === request.id && !('method' in message)) settle({ message: message as unknown as Record<string, unknown> });
  };
  transport.onclose = () => settle({ failure: 'The connection closed before an answer' });
  transport.onerror = () => {};
  const timer = setTimeout(() => settle({ failure: `No answer within ${Math.round(timeoutMs / 100) / 10} s` }), timeoutMs);
  const onAbort = () => settle({ failure: 'Stopped' });
  signal?.addEventListener('abort', onAbort);
  try {
    await transport.start();
    await transport.send({ jsonrpc: '2.0', ...request } as JSONRPCMessage);
    return await settled;
  } catch (error) {
    return { failure: `The connection could not be opened: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    transport.onclose = undefined;
    await transport.close().catch(() => {});
  }
}
