import type { Readable } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ProxyToBrowser } from '../../shared/bridge/messages.ts';
import { encodeBridgeMessage } from '../../shared/bridge/messages.ts';

export const HIGH_WATER_MARK = 4 * 1024 * 1024;

export interface Outbound {
  send(message: ProxyToBrowser): void;
  /** A stream to pause while the browser is behind. */
  throttle(stream: Readable): void;
}

export interface OutboundOptions {
  highWaterMark?: number;
  /** Resume once this little is still buffered; half the high-water mark by default. */
  lowWaterMark?: number;
  onPause?: (paused: boolean, bufferedAmount: number) => void;
}

/**
 * Messages to the browser with backpressure: once the socket holds more
 * than the high-water mark unsent, the child's streams pause (and so, in
 * turn, does the child, once its pipe fills); each flushed send checks
 * whether enough has drained to resume.
 */
export function createOutbound(ws: WebSocket, options: OutboundOptions = {}): Outbound {
  const high = options.highWaterMark ?? HIGH_WATER_MARK;
  const low = options.lowWaterMark ?? high / 2;
  const streams = new Set<Readable>();
  let paused = false;

  const setPaused = (value: boolean) => {
    paused = value;
    for (const stream of streams) {
      if (value) stream.pause();
      else stream.resume();
    }
    options.onPause?.(value, ws.bufferedAmount);
  };
  const afterFlush = () => {
    if (paused && ws.bufferedAmount <= low) setPaused(false);
  };

  return {
    send(message) {
      if (ws.readyState !== ws.OPEN) return;
      ws.send(encodeBridgeMessage(message), afterFlush);
      if (!paused && ws.bufferedAmount > high) setPaused(true);
    },
    throttle(stream) {
      streams.add(stream);
      stream.once('close', () => streams.delete(stream));
      if (paused) stream.pause();
    },
  };
}
