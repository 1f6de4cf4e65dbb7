import { deltaJoiner } from './joined-text-deltas.ts';
import { nextTask } from './next-task.ts';

export interface PaceOptions {
  /** The most bytes handed on at once: a network read of a fast stream can hold thousands of events. */
  sliceBytes?: number;
  /** After this much time without a pause, the next slice waits for `pause`. */
  budgetMs?: number;
  /** A new task of ordinary priority by default (see nextTask). */
  pause?: () => Promise<void>;
  now?: () => number;
  /**
   * The JSON keys under which this provider's events carry text deltas: consecutive events that differ only there
   * are joined into one before the library reads them (see joinTextDeltas). None by default.
   */
  textKeys?: readonly string[];
}

/**
 * `body`, every byte in order, handed on a slice at a time with a task between slices once `budgetMs` has gone by.
 * A provider library parses, validates and transforms each streamed event in promise callbacks, all in the task
 * the network read arrived in: a local model's burst of a few hundred events held the page for hundreds of ms.
 * Reading on demand (no read-ahead) keeps the library's own work inside the slice that asked for it.
 */
export function pacedBody(body: ReadableStream<Uint8Array>, options: PaceOptions = {}): ReadableStream<Uint8Array> {
  const sliceBytes = options.sliceBytes ?? 2048;
  const budgetMs = options.budgetMs ?? 8;
  const pause = options.pause ?? nextTask;
  const now = options.now ?? (() => performance.now());
  const reader = body.getReader();
  const joiner = options.textKeys?.length ? deltaJoiner(options.textKeys) : undefined;
  let held: Uint8Array = new Uint8Array(0);
  let sliceStart = now();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (now() - sliceStart >= budgetMs) {
          await pause();
          sliceStart = now();
        }
        while (held.byteLength === 0) {
          const { done, value } = await reader.read();
          if (done) {
            const rest = joiner?.end();
            if (rest?.byteLength) controller.enqueue(rest);
            return controller.close();
          }
          held = joiner ? joiner.push(value) : value;
        }
        controller.enqueue(held.subarray(0, sliceBytes));
        held = held.subarray(sliceBytes);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** `response` with its body paced when it is an event stream (a streamed answer); any other response as it is. */
export function pacedResponse(response: Response, options?: PaceOptions): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.includes('text/event-stream')) return response;
  return new Response(pacedBody(response.body, options), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
