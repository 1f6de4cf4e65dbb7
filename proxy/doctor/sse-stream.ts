import type { IncomingMessage } from 'node:http';
import { createParser } from 'eventsource-parser';

export interface SseEvent {
  /** The `event:` field; a missing one means `message`. */
  event?: string;
  data: string;
  id?: string;
}

export type SseNext = { kind: 'event'; event: SseEvent } | { kind: 'ended' } | { kind: 'timeout' };

export interface SseStream {
  /** The next event, or how waiting for it ended. */
  next(timeoutMs: number): Promise<SseNext>;
  close(): void;
}

/** Reads a response body as server-sent events, one at a time, as they arrive. */
export function sseStream(response: IncomingMessage): SseStream {
  const queued: SseEvent[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      queued.push({ data, ...(event ? { event } : {}), ...(id ? { id } : {}) });
      wake?.();
    },
  });
  const finish = () => {
    ended = true;
    wake?.();
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => parser.feed(chunk));
  response.once('end', finish);
  response.once('close', finish);
  response.on('error', finish);

  return {
    async next(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = queued.shift();
        if (event) return { kind: 'event', event };
        if (ended) return { kind: 'ended' };
        const left = deadline - Date.now();
        if (left <= 0) return { kind: 'timeout' };
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
    close() {
      response.destroy();
      finish();
    },
  };
}
