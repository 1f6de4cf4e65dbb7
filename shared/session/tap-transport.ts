import type { JSONRPCMessage, Transport, TransportSendOptions } from '@modelcontextprotocol/client';

export interface TransportTap {
  /** A message the SDK is about to send. */
  sent?: (message: JSONRPCMessage) => void;
  /** A message the transport received, before the SDK sees it; a message returned goes to the SDK in its place, `null` keeps it from the SDK. */
  received?: (message: JSONRPCMessage) => JSONRPCMessage | null | void;
  /** The SDK (or `received`) threw on a message: it went no further, and the messages after it still go on. */
  failed?: (message: JSONRPCMessage, error: unknown) => void;
  /** Hands a message to the SDK's client by a shorter way than its transport handler; true when it did. */
  shortcut?: (message: JSONRPCMessage, extra: Parameters<NonNullable<Transport['onmessage']>>[1]) => boolean;
}

/**
 * Wraps a transport so the session sees every message in both directions
 * as the SDK sends and receives it, whatever the transport. The wrapped
 * transport's own properties (pid, stderr, sessionId, …) show through, so
 * the SDK still recognizes a stdio-shaped transport.
 */
export function tapTransport<T extends Transport>(inner: T, tap: TransportTap): T {
  let onmessage: Transport['onmessage'];
  type Extra = Parameters<NonNullable<Transport['onmessage']>>[1];
  const hand = (message: JSONRPCMessage, extra: Extra): void => {
    try {
      if (tap.shortcut?.(message, extra)) return;
      onmessage?.(message, extra);
    } catch (error) {
      tap.failed?.(message, error);
    }
  };
  // The SDK runs a notification's handler a microtask later, but settles a response at once: a
  // progress notification read just before its request's result (one read of a stream, one chunk
  // of stdout) would find its request already gone. A response that follows a notification in
  // the same task waits for that microtask, and every message after it waits its turn.
  let notifiedThisTask = false;
  let waiting: Array<[JSONRPCMessage, Extra]> | undefined;
  const handInOrder = (message: JSONRPCMessage, extra: Extra): void => {
    if (!isResponse(message) && !('id' in message)) {
      if (!notifiedThisTask) {
        notifiedThisTask = true;
        queueMicrotask(() => {
          notifiedThisTask = false;
        });
      }
    }
    hand(message, extra);
  };
  const drain = (): void => {
    while (waiting?.length) {
      const [message, extra] = waiting.shift()!;
      handInOrder(message, extra);
      if (notifiedThisTask && waiting.length && isResponse(waiting[0]![0])) {
        queueMicrotask(drain);
        return;
      }
    }
    waiting = undefined;
  };
  inner.onmessage = (message, extra) => {
    // A throw here would end the transport's loop over a chunk (and, in Node, the process): the SDK
    // stringifies a message it cannot place, which overflows the stack on one nested deeply enough.
    let delivered: JSONRPCMessage | null | void;
    try {
      delivered = tap.received?.(message);
    } catch (error) {
      tap.failed?.(message, error);
      return;
    }
    if (delivered === null || !onmessage) return;
    const next = delivered ?? message;
    if (waiting) {
      waiting.push([next, extra]);
      return;
    }
    if (notifiedThisTask && isResponse(next)) {
      waiting = [[next, extra]];
      queueMicrotask(drain);
      return;
    }
    handInOrder(next, extra);
  };
  return new Proxy(inner, {
    get(target, property, receiver) {
      if (property === 'send') {
        return (message: JSONRPCMessage, options?: TransportSendOptions) => {
          tap.sent?.(message);
          return target.send(message, options);
        };
      }
      if (property === 'onmessage') return onmessage;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, property, value, receiver) {
      if (property === 'onmessage') {
        onmessage = value;
        return true;
      }
      return Reflect.set(target, property, value, receiver);
    },
  });
}

function isResponse(message: JSONRPCMessage): boolean {
  return typeof message === 'object' && message !== null && 'id' in message && !('method' in message);
}
