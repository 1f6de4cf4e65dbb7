import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface SseRecorderEvents {
  event(message: EventSourceMessage): void;
  retry(ms: number): void;
  comment(text: string): void;
  /** A field the SSE format does not know, or a retry that is not a number. */
  malformed(text: string): void;
  /** What came after the last complete event when the stream ended: an event that never ended. */
  cutOff(text: string): void;
}

/**
 * Passes a response body through unchanged while reading the SSE events in
 * it as they arrive, so the log holds each event before the transport acts
 * on it. Tells how the stream ended: by its end, a drop, or our cancel.
 */
export function recordSseStream(
  body: ReadableStream<Uint8Array>,
  events: SseRecorderEvents,
  ended: (how: { kind: 'end' } | { kind: 'dropped'; error: unknown } | { kind: 'cancelled'; reason: unknown }) => void,
): ReadableStream<Uint8Array> {
  const parser = createParser({
    onEvent: events.event,
    onRetry: events.retry,
    onComment: events.comment,
    onError: (error) => events.malformed(error.message),
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let settled = false;
  let unterminated = '';
  const settle = (how: Parameters<typeof ended>[0]) => {
    if (settled) return;
    settled = true;
    // Bytes after the last blank line are an event that never ended: a client discards it, the log shows it.
    if (unterminated.trim()) events.cutOff(unterminated);
    ended(how);
  };
  const feed = (text: string) => {
    const combined = unterminated + text;
    const ends = ['\n\n', '\r\n\r\n', '\r\r'].map((blank) => {
      const at = combined.lastIndexOf(blank);
      return at === -1 ? -1 : at + blank.length;
    });
    const lastEnd = Math.max(...ends);
    unterminated = lastEnd === -1 ? combined : combined.slice(lastEnd);
    parser.feed(text);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        settle({ kind: 'dropped', error });
        controller.error(error);
        return;
      }
      if (chunk.done) {
        feed(decoder.decode());
        settle({ kind: 'end' });
        controller.close();
        return;
      }
      feed(decoder.decode(chunk.value, { stream: true }));
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      settle({ kind: 'cancelled', reason });
      return reader.cancel(reason);
    },
  });
}
