import { createInterface } from 'node:readline';
import { answerFrameText } from '../../shared/mock/answer-frame.ts';
import type { MockReplay } from '../../shared/mock/replay.ts';

/** Serves the replay over standard input and output, a frame a line; resolves when standard input ends. */
export function serveStdio(
  replay: MockReplay,
  io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream; unmatched: (message: string) => void },
): Promise<void> {
  const lines = createInterface({ input: io.input, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const replies = answerFrameText(replay, line);
    for (const message of replies.unmatched) io.unmatched(message);
    for (const frame of replies.frames) io.output.write(`${JSON.stringify(frame)}\n`);
  });
  return new Promise((resolve) => lines.once('close', () => resolve()));
}
