import { describe, expect, it } from 'vitest';
import { decodeStdoutFrame, encodeStdoutFrame, STDOUT_LINE, STDOUT_PIECE } from './stdout-frame.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('stdout frames', () => {
  it('lays out kind, big-endian float64 time and the bytes', () => {
    const frame = encodeStdoutFrame(STDOUT_LINE, 1, bytesOf('hi'));
    expect([...frame]).toEqual([1, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0, 0x68, 0x69]);
  });

  it('round-trips a line and a piece, timestamps with milliseconds included', () => {
    const t = 1_763_777_885_428.25;
    const line = bytesOf('{"jsonrpc":"2.0","id":1,"result":{"text":"é€😀"}}');
    expect(decodeStdoutFrame(encodeStdoutFrame(STDOUT_LINE, t, line))).toEqual({ partial: false, t, bytes: line });
    expect(decodeStdoutFrame(encodeStdoutFrame(STDOUT_PIECE, t, line))).toEqual({ partial: true, t, bytes: line });
  });

  it('carries an empty line and bytes that are not UTF-8, untouched', () => {
    expect(decodeStdoutFrame(encodeStdoutFrame(STDOUT_LINE, 0, new Uint8Array()))?.bytes).toEqual(new Uint8Array());
    const raw = Uint8Array.of(0xff, 0xc3, 0x00, 0x0d, 0x1b);
    expect(decodeStdoutFrame(encodeStdoutFrame(STDOUT_LINE, 0, raw))?.bytes).toEqual(raw);
  });

  it('reads an ArrayBuffer, and a Uint8Array that is a view into a larger buffer, without copying', () => {
    const frame = encodeStdoutFrame(STDOUT_LINE, 42, bytesOf('abc'));
    expect(decodeStdoutFrame(frame.buffer as ArrayBuffer)).toMatchObject({ t: 42, bytes: bytesOf('abc') });
    const padded = new Uint8Array(frame.length + 7);
    padded.set(frame, 5);
    const view = padded.subarray(5, 5 + frame.length);
    const decoded = decodeStdoutFrame(view);
    expect(decoded).toMatchObject({ partial: false, t: 42, bytes: bytesOf('abc') });
    expect(decoded?.bytes.buffer).toBe(padded.buffer);
  });

  it('rejects a frame that is too short or of an unknown kind', () => {
    expect(decodeStdoutFrame(new Uint8Array(8).fill(1))).toBeUndefined();
    expect(decodeStdoutFrame(new ArrayBuffer(0))).toBeUndefined();
    const frame = encodeStdoutFrame(STDOUT_LINE, 1, bytesOf('x'));
    for (const kind of [0, 3, 0x7b]) {
      frame[0] = kind;
      expect(decodeStdoutFrame(frame)).toBeUndefined();
    }
  });
});
