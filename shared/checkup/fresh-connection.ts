import type { FetchLike, JSONRPCMessage } from '@modelcontextprotocol/client';
import { BridgeTransport } from '../bridge/bridge-transport.ts';
import type { BridgeSocketFactory } from '../bridge/socket.ts';
import { createHttpTransport } from '../http/http-transport.ts';
import type { HttpTarget } from '../http/http-target.ts';
import { recordingFetch } from '../http/recording-fetch.ts';
import type { StatedTransport } from '../jsonrpc/transport-facts.ts';
import type { ConnectTarget, HttpEnvironment, StdioTarget } from '../session/connect-target.ts';
import type { RemoteRoute } from '../session/session-state.ts';
import { perKind } from '../session/target-kinds.ts';
import type { WireLog } from '../wire/wire-log.ts';
import type { RawAnswer } from './judge-answers.ts';

/**
 * Opens a second connection to the server being checked, not yet started,
 * whose frames the transport writes to the session's wire log under
 * `connection`. For checks that need an opening of their own (an
 * initialize offering a revision no server supports).
 */
export type OpenConnection = (connection: number) => StatedTransport;

/** The number the log shows for the checkup's own connection: `3001` is the first opened while checking connection 3, `3002` the next. */
export function checkupConnectionNumber(log: WireLog, checked: number): number {
  const base = checked * 1000;
  let last = base;
  for (const entry of log.entries())
    if (entry.connection > last && entry.connection < base + 1000) last = entry.connection;
  return last + 1;
}

/** Over the proxy's stdio bridge: the same command, started again. */
export function bridgeConnectionOpener(options: {
  bridgeUrl: string;
  target: StdioTarget;
  log: WireLog;
  socketFactory?: BridgeSocketFactory;
  now?: () => number;
}): OpenConnection {
  const { target } = options;
  return (connection) =>
    new BridgeTransport({
      url: options.bridgeUrl,
      spawn: {
        command: target.command,
        args: target.args,
        env: target.env,
        cwd: target.cwd,
        inheritEnv: target.inheritEnv,
      },
      connection,
      log: options.log,
      framing: target.framing,
      socketFactory: options.socketFactory,
      now: options.now,
    });
}

/**
 * Over HTTP: a new transport to the same URL, the way the connection being
 * checked reaches it (Streamable HTTP or legacy SSE, straight or through the
 * proxy's relay), its exchanges in the log. It carries no session id, so the
 * server opens a session of its own for it; the person's headers and bearer
 * token go with it (an OAuth token of the session does not).
 */
export function httpConnectionOpener(options: {
  target: HttpTarget;
  remote: Pick<RemoteRoute, 'transport' | 'route'>;
  environment: HttpEnvironment;
  log: WireLog;
  now?: () => number;
}): OpenConnection {
  const { target, remote, environment } = options;
  const route = remote.route === 'relay' && environment.relayFetch ? 'relay' : 'direct';
  const base: FetchLike =
    route === 'relay'
      ? environment.relayFetch!
      : async (input, init) => (await environment.directFetch(target.url))(input, init);
  return (connection) =>
    createHttpTransport(
      remote.transport,
      target,
      recordingFetch(base, { log: options.log, connection, route, now: options.now }),
      { route },
    );
}

/** What a second connection needs of the place it is opened from: the proxy's bridge for stdio servers, a way to reach a URL for the others. */
export interface ConnectionPlaces {
  bridgeUrl?: string;
  socketFactory?: BridgeSocketFactory;
  http?: HttpEnvironment;
  now?: () => number;
}

/** What the checkup needs of a session to open a second connection to its server. */
export interface ConnectedSession {
  readonly log: WireLog;
  readonly state: { getSnapshot(): { connection: number; remote?: RemoteRoute } };
  targetOf(connection: number): ConnectTarget | undefined;
}

/**
 * A second connection to the server the session is connected to, from the
 * page or the command line alike: the stdio command started again, or the
 * URL reached again as the session reaches it. None when the place cannot
 * open one (no bridge, no way to reach a URL).
 */
export function secondConnectionOpener(
  session: ConnectedSession,
  places: ConnectionPlaces,
): OpenConnection | undefined {
  const { connection, remote } = session.state.getSnapshot();
  const target = session.targetOf(connection);
  if (!target) return undefined;
  return perKind<OpenConnection | undefined>(target, {
    stdio: (stdio) =>
      places.bridgeUrl === undefined
        ? undefined
        : bridgeConnectionOpener({
            bridgeUrl: places.bridgeUrl,
            target: stdio,
            log: session.log,
            socketFactory: places.socketFactory,
            now: places.now,
          }),
    http: (http) =>
      places.http && remote
        ? httpConnectionOpener({ target: http, remote, environment: places.http, log: session.log, now: places.now })
        : undefined,
  });
}

/** Starts the transport, sends one request, waits for its answer, and closes the connection (its process ends with it). */
export async function exchangeOnce(
  transport: StatedTransport,
  request: { id: string; method: string; params?: unknown },
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  let settle: (answer: RawAnswer) => void = () => {};
  const settled = new Promise<RawAnswer>((resolve) => {
    settle = resolve;
  });
  transport.onmessage = (message: JSONRPCMessage) => {
    if ('id' in message && message.id === request.id && !('method' in message))
      settle({ message: message as unknown as Record<string, unknown> });
  };
  transport.onclose = () => settle({ failure: 'The connection closed before an answer' });
  transport.onerror = () => {};
  const timer = setTimeout(
    () => settle({ failure: `No answer within ${Math.round(timeoutMs / 100) / 10} s` }),
    timeoutMs,
  );
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
    // A Streamable HTTP session the initialize opened is ended with DELETE, so the server can let go of it (a server that never answers does not hold us up).
    await transport.endOnServer();
    await transport.close().catch(() => {});
  }
}
