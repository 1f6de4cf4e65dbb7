import type { IncomingMessage } from 'node:http';

export interface ResponseBodyOptions {
  /**
   * The server's connection ended before its body did. Given, it should
   * cut the browser's connection so the browser sees the same; without it
   * the stream errors.
   */
  onCutShort?: () => void;
}

/**
 * A server's response body as a web stream, chunk by chunk as it arrives:
 * nothing is held back beyond the one chunk the reader has not taken yet
 * (the server is paused until then). Cancelling it ends the server's
 * response and its connection.
 */
export function responseBodyStream(
  response: IncomingMessage,
  options: ResponseBodyOptions = {},
): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        response.on('data', (chunk: Buffer) => {
          if (settled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) response.pause();
        });
        response.once('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        response.once('close', () => {
          if (settled) return;
          settled = true;
          if (options.onCutShort) options.onCutShort();
          else controller.error(new Error('The server closed the connection before the end of its response'));
        });
      },
      pull() {
        response.resume();
      },
      cancel() {
        settled = true;
        response.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}
