import { describe, expect, it } from 'vitest';
import { decodeStdinFrame, encodeStdinFrame } from './stdin-frame.ts';
import { decodeStdoutFrame, encodeStdoutFrame, STDOUT_CHUNK } from './stdout-frame.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text);

describe('stdout frames', () => {
  it('lays out kind, big-endian float64 time and the bytes', () => {
    const frame = encodeStdoutFrame(1, bytesOf('hi'));
    expect([...frame]).toEqual([STDOUT_CHUNK, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0, 0x68, 0x69]);
  });

  it('round-trips a chunk, timestamps with milliseconds included', () => {
    const t = 1_763_777_885_428.25;
    const chunk = bytesOf('{"jsonrpc":"2.0","id":1,"result":{"text":"é€😀"}}\r\nContent-Length: 2\r\n\r\n{}');
    expect(decodeStdoutFrame(encodeStdoutFrame(t, chunk))).toEqual({ t, bytes: chunk });
  });

  it('carries an empty chunk and bytes that are not UTF-8, untouched', () => {
    expect(decodeStdoutFrame(encodeStdoutFrame(0, new Uint8Array()))?.bytes).toEqual(new Uint8Array());
    const raw = Uint8Array.of(0xff, 0xc3, 0x00, 0x0d, 0x1b);
    expect(decodeStdoutFrame(encodeStdoutFrame(0, raw))?.bytes).toEqual(raw);
  });

  it('reads an ArrayBuffer, and a Uint8Array that is a view into a larger buffer, without copying', () => {
    const frame = encodeStdoutFrame(42, bytesOf('abc'));
    expect(decodeStdoutFrame(frame.buffer as ArrayBuffer)).toMatchObject({ t: 42, bytes: bytesOf('abc') });
    const padded = new Uint8Array(frame.length + 7);
    padded.set(frame, 5);
    const decoded = decodeStdoutFrame(padded.subarray(5, 5 + frame.length));
    expect(decoded).toMatchObject({ t: 42, bytes: bytesOf('abc') });
    expect(decoded?.bytes.buffer).toBe(padded.buffer);
  });

  it('rejects a frame that is too short or of another kind, the old line kinds included', () => {
    expect(decodeStdoutFrame(new Uint8Array(8).fill(STDOUT_CHUNK))).toBeUndefined();
    expect(decodeStdoutFrame(new ArrayBuffer(0))).toBeUndefined();
    const frame = encodeStdoutFrame(1, bytesOf('x'));
    for (const kind of [0, 1, 2, 4, 0x7b]) {
      frame[0] = kind;
      expect(decodeStdoutFrame(frame)).toBeUndefined();
    }
  });
});

describe('stdin frames', () => {
  it('round-trips the bytes to write, and rejects anything else', () => {
    const bytes = bytesOf('Content-Length: 2\r\n\r\n{}');
    expect(decodeStdinFrame(encodeStdinFrame(bytes))).toEqual(bytes);
    expect(decodeStdinFrame(encodeStdinFrame(new Uint8Array()))).toEqual(new Uint8Array());
    expect(decodeStdinFrame(new Uint8Array())).toBeUndefined();
    expect(decodeStdinFrame(Uint8Array.of(0, 0xff))).toBeUndefined();
    expect(decodeStdinFrame(encodeStdoutFrame(1, bytes))).toBeUndefined();
  });
});
