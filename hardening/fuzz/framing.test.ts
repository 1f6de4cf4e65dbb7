import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeStdinFrame, encodeStdinFrame } from '../../shared/bridge/stdin-frame.ts';
import { decodeStdoutFrame, encodeStdoutFrame } from '../../shared/bridge/stdout-frame.ts';
import { encodeFrame, FramingDecoder, type DecodedFrame, type FramingMode } from '../../shared/jsonrpc/framing.ts';
import { fuzz } from './fuzz-run.ts';
import { chunked, cuts, hostileStream, join } from './hostile-input.ts';

/** The framing decoders and the bridge's frame codecs, over random and hostile bytes in random chunkings. */

const modes = fc.constantFrom<FramingMode>('auto', 'newline', 'content-length');

/** Every frame the stream makes, as comparable values; every byte pushed is accounted for after each chunk. */
function decodeAll(mode: FramingMode, chunks: readonly Uint8Array[], options = {}) {
  const decoder = new FramingDecoder(mode, options);
  const frames: DecodedFrame[] = [];
  let pushed = 0;
  let accounted = 0;
  const take = (out: DecodedFrame[]) => {
    for (const frame of out) {
      frames.push(frame);
      accounted += frame.bytes.length + frame.headerBytes;
    }
  };
  for (const chunk of chunks) {
    pushed += chunk.length;
    take(decoder.push(chunk));
    if (accounted + decoder.held.bytes !== pushed)
      throw new Error(`${pushed} bytes pushed, ${accounted} handed out and ${decoder.held.bytes} held`);
  }
  take(decoder.end());
  expect(accounted).toBe(pushed);
  return frames.map((frame) => ({
    bytes: Buffer.from(frame.bytes).toString('latin1'),
    headerBytes: frame.headerBytes,
    framing: frame.framing,
    rules: frame.findings.map((finding) => finding.rule),
  }));
}

describe('framing decoders', () => {
  it('decode any stream, account for every byte, and give the same frames however it is chunked', () => {
    // Small limits so that oversized headers and lengths are reached often.
    const options = fc.constantFrom({}, { maxHeaderBytes: 40, maxContentLength: 500 });
    const { cases } = fuzz(
      'framing',
      'chunking invariance',
      [modes, hostileStream, cuts, options],
      (mode, data, cutPoints, limits) => {
        const whole = decodeAll(mode, [data], limits);
        expect(decodeAll(mode, chunked(data, cutPoints), limits)).toEqual(whole);
      },
      { numRuns: 5_500 },
    );
    expect(cases).toBeGreaterThanOrEqual(5_500);
  });

  it('take byte-at-a-time delivery like one chunk', () => {
    fuzz(
      'framing',
      'one byte at a time',
      [modes, hostileStream],
      (mode, data) => {
        expect(
          decodeAll(
            mode,
            [...data].map((byte) => Uint8Array.of(byte)),
          ),
        ).toEqual(decodeAll(mode, [data]));
      },
      { numRuns: 500 },
    );
  });

  it('round-trip: decode(encode(bodies)) gives the bodies back, in either framing, however it is chunked', () => {
    // A newline-framed body has no newline in it (JSON text never does); a Content-Length body may hold any byte.
    const body = fc.uint8Array({ maxLength: 64 });
    fuzz(
      'framing',
      'round trip',
      [fc.array(body, { maxLength: 8 }), fc.constantFrom('newline' as const, 'content-length' as const), cuts],
      (bodies, framing, cutPoints) => {
        const sent =
          framing === 'newline' ? bodies.map((bytes) => bytes.map((byte) => (byte === 0x0a ? 0x20 : byte))) : bodies;
        const stream = join(sent.map((bytes) => encodeFrame(bytes, framing)));
        const decoder = new FramingDecoder(framing);
        const got = chunked(stream, cutPoints).flatMap((chunk) => decoder.push(chunk));
        expect(decoder.end()).toEqual([]);
        expect(got.map((frame) => Buffer.from(frame.bytes).toString('hex'))).toEqual(
          sent.map((bytes) => Buffer.from(bytes).toString('hex')),
        );
        expect(got.every((frame) => frame.findings.length === 0 && !frame.framing.unterminated)).toBe(true);
      },
      { numRuns: 10_000 },
    );
  });
});

describe("the bridge's frame codecs", () => {
  const times = fc.oneof(
    fc.double(),
    fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_VALUE, Date.now()),
  );

  it('stdout frames round-trip any time and any bytes, also from a view into a larger buffer', () => {
    fuzz(
      'bridge frames',
      'stdout round trip',
      [times, fc.uint8Array({ maxLength: 300 }), fc.nat({ max: 7 })],
      (t, bytes, offset) => {
        const frame = encodeStdoutFrame(t, bytes);
        const padded = new Uint8Array(offset + frame.length + 3);
        padded.set(frame, offset);
        for (const input of [frame, frame.buffer as ArrayBuffer, padded.subarray(offset, offset + frame.length)]) {
          const decoded = decodeStdoutFrame(input);
          expect(Object.is(decoded?.t, t)).toBe(true);
          expect(Buffer.from(decoded!.bytes).equals(Buffer.from(bytes))).toBe(true);
        }
      },
      { numRuns: 6_000 },
    );
  });

  it('stdin frames round-trip any bytes', () => {
    fuzz(
      'bridge frames',
      'stdin round trip',
      [fc.uint8Array({ maxLength: 300 })],
      (bytes) => {
        expect(Buffer.from(decodeStdinFrame(encodeStdinFrame(bytes))!).equals(Buffer.from(bytes))).toBe(true);
      },
      { numRuns: 4_000 },
    );
  });

  it('random buffers decode as a frame or as nothing, never a throw', () => {
    fuzz(
      'bridge frames',
      'random buffers',
      [fc.uint8Array({ maxLength: 40 })],
      (bytes) => {
        const stdout = decodeStdoutFrame(bytes);
        expect(stdout === undefined).toBe(bytes.length < 9 || bytes[0] !== 3);
        if (stdout) expect(stdout.bytes.length).toBe(bytes.length - 9);
        const stdin = decodeStdinFrame(bytes);
        expect(stdin === undefined).toBe(bytes.length < 1 || bytes[0] !== 4);
      },
      { numRuns: 6_000 },
    );
  });
});
