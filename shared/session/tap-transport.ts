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
  inner.onmessage = (message, extra) => {
    // A throw here would end the transport's loop over a chunk (and, in Node, the process): the SDK
    // stringifies a message it cannot place, which overflows the stack on one nested deeply enough.
    try {
      const delivered = tap.received?.(message);
      if (delivered === null || !onmessage) return;
      if (tap.shortcut?.(delivered ?? message, extra)) return;
      onmessage(delivered ?? message, extra);
    } catch (error) {
      tap.failed?.(message, error);
    }
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
