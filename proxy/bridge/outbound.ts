import type { Readable } from 'node:stream';
import type { WebSocket } from 'ws';
import type { ProxyToBrowser } from '../../shared/bridge/messages.ts';
import { encodeBridgeMessage } from '../../shared/bridge/messages.ts';

export const HIGH_WATER_MARK = 4 * 1024 * 1024;

export interface Outbound {
  /** A JSON message, as a text frame. */
  send(message: ProxyToBrowser): void;
  /** A binary frame (a stdout chunk), counted against the same high-water mark. */
  sendBinary(frame: Uint8Array): void;
  /** A stream to pause while the browser is behind. */
  throttle(stream: Readable): void;
  /** The browser asks to pause (its storage is behind) or to go on; throttled streams pause while either the socket or the browser says so. */
  hold(paused: boolean): void;
}

export interface OutboundOptions {
  highWaterMark?: number;
  /** Resume once this little is still buffered; half the high-water mark by default. */
  lowWaterMark?: number;
  onPause?: (paused: boolean, bufferedAmount: number) => void;
}

/**
 * Frames to the browser with backpressure: once the socket holds more
 * than the high-water mark unsent, the child's streams pause (and so, in
 * turn, does the child, once its pipe fills); each flushed send checks
 * whether enough has drained to resume.
 */
export function createOutbound(ws: WebSocket, options: OutboundOptions = {}): Outbound {
  const high = options.highWaterMark ?? HIGH_WATER_MARK;
  const low = options.lowWaterMark ?? high / 2;
  const streams = new Set<Readable>();
  let paused = false;
  let held = false;
  let streamsPaused = false;

  const applyToStreams = () => {
    const pause = paused || held;
    if (pause === streamsPaused) return;
    streamsPaused = pause;
    for (const stream of streams) {
      if (pause) stream.pause();
      else stream.resume();
    }
  };
  const setPaused = (value: boolean) => {
    paused = value;
    applyToStreams();
    options.onPause?.(value, ws.bufferedAmount);
  };
  const afterFlush = () => {
    if (paused && ws.bufferedAmount <= low) setPaused(false);
  };

  const write = (data: string | Uint8Array) => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(data, { binary: typeof data !== 'string' }, afterFlush);
    if (!paused && ws.bufferedAmount > high) setPaused(true);
  };

  return {
    send: (message) => write(encodeBridgeMessage(message)),
    sendBinary: write,
    throttle(stream) {
      streams.add(stream);
      stream.once('close', () => streams.delete(stream));
      if (streamsPaused) stream.pause();
    },
    hold(value) {
      held = value;
      applyToStreams();
    },
  };
}
