import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StdoutReader, type StdoutMessage } from '../../shared/bridge/stdout-reader.ts';
import { classifyText } from '../../shared/jsonrpc/classify.ts';
import type { FramingMode } from '../../shared/jsonrpc/framing.ts';
import { fuzz } from './fuzz-run.ts';
import { chunked, cuts, hostileFrameText, hostileStream } from './hostile-input.ts';
import { malformedFinding } from './well-formed.ts';

/** The JSON-RPC classifier, alone and behind the stdout reader (framing, UTF-8, classify) the session reads a server with. */

const KINDS = new Set(['request', 'notification', 'result', 'error', 'batch', 'invalid-json', 'not-jsonrpc']);

describe('classify', () => {
  it('takes any text: a known kind, an id that is an id, findings that are findings, and a problem exactly when there are', () => {
    const text = fc.oneof(
      { weight: 4, arbitrary: hostileFrameText },
      { weight: 1, arbitrary: fc.string({ maxLength: 60, unit: 'binary' }) },
    );
    fuzz(
      'classify',
      'hostile text',
      [text],
      (raw) => {
        const frame = classifyText(raw);
        expect(KINDS.has(frame.kind)).toBe(true);
        if (frame.id !== undefined) expect(typeof frame.id === 'string' || Number.isFinite(frame.id)).toBe(true);
        if (frame.kind === 'request' || frame.kind === 'notification') expect(typeof frame.method).toBe('string');
        expect(malformedFinding(frame.findings)).toBeUndefined();
        expect(frame.problem === undefined).toBe(!frame.findings?.length);
        if (frame.kind === 'invalid-json') expect(frame.findings?.[0]?.rule).toMatch(/^(not-json|byte-order-mark)$/);
      },
      { numRuns: 6_000 },
    );
  });
});

/** What the reader made of a stream, as comparable values. */
function read(mode: FramingMode, chunks: readonly Uint8Array[]) {
  const reader = new StdoutReader(mode);
  const messages: StdoutMessage[] = [];
  for (const chunk of chunks) messages.push(...reader.push(chunk));
  messages.push(...reader.end());
  expect(reader.held.bytes).toBe(0);
  return messages.map((message) => ({
    raw: message.raw,
    size: message.size,
    framing: message.framing,
    rules: message.findings.map((finding) => finding.rule),
    kind: message.frame.kind,
    id: message.frame.id,
  }));
}

describe('the stdout reader', () => {
  it('reads any stream the same however it is chunked, with findings that are findings', () => {
    fuzz(
      'stdout reader',
      'chunking invariance',
      [fc.constantFrom<FramingMode>('auto', 'newline', 'content-length'), hostileStream, cuts],
      (mode, data, cutPoints) => {
        const whole = read(mode, [data]);
        for (const message of whole) expect(KINDS.has(message.kind)).toBe(true);
        expect(read(mode, chunked(data, cutPoints))).toEqual(whole);
      },
      { numRuns: 2_000 },
    );
  });
});
