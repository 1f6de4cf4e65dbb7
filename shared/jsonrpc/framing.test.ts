import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeFrame, encodeTextFrame, FramingDecoder, type DecodedFrame, type FramingMode } from './framing.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

/** Pushes `chunks` then ends; the frames as text with their facts. */
function decode(mode: FramingMode, ...chunks: string[]) {
  const decoder = new FramingDecoder(mode);
  const frames = [...chunks.flatMap((chunk) => decoder.push(bytes(chunk))), ...decoder.end()];
  return { decoder, frames: frames.map(readable) };
}

function readable(frame: DecodedFrame) {
  return {
    text: text(frame.bytes),
    headerBytes: frame.headerBytes,
    framing: frame.framing,
    rules: frame.findings.map((finding) => finding.rule),
  };
}

const body = '{"jsonrpc":"2.0","id":1,"result":{}}';
const framed = (json: string, header = `Content-Length: ${bytes(json).length}\r\n\r\n`) => header + json;

describe('FramingDecoder, newline', () => {
  it('hands out each line without its "\\n", a "\\r" kept and said', () => {
    const { frames } = decode('auto', 'one\ntwo\r\n\nthr', 'ee\n');
    expect(frames).toEqual([
      { text: 'one', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
      { text: 'two\r', headerBytes: 1, framing: { kind: 'newline', crlf: true }, rules: [] },
      { text: '', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
      { text: 'three', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
    ]);
  });

  it('holds an unterminated line, says how much, and hands it out at the end', () => {
    const decoder = new FramingDecoder();
    expect(decoder.push(bytes('{"jsonrpc":'))).toEqual([]);
    expect(decoder.push(bytes('"2.0"}'))).toEqual([]);
    expect(decoder.held).toEqual({ bytes: 17, awaiting: 'newline' });
    const [last] = decoder.end();
    expect(readable(last!)).toEqual({
      text: '{"jsonrpc":"2.0"}',
      headerBytes: 0,
      framing: { kind: 'newline', unterminated: true },
      rules: [],
    });
    expect(decoder.held.bytes).toBe(0);
    expect(decoder.end()).toEqual([]);
  });

  it('joins a character split between chunks as bytes', () => {
    const line = bytes('{"text":"é€😀"}\n');
    const decoder = new FramingDecoder();
    const frames = [...line].flatMap((byte) => decoder.push(Uint8Array.of(byte)));
    expect(frames.map((frame) => text(frame.bytes))).toEqual(['{"text":"é€😀"}']);
  });

  it('in newline mode, reads header lines as lines', () => {
    const { frames, decoder } = decode('newline', framed(body));
    expect(frames.map((frame) => frame.text)).toEqual(['Content-Length: 36\r', '\r', body]);
    expect(frames[2]!.framing).toEqual({ kind: 'newline', unterminated: true });
    expect(decoder.detected).toBe('newline');
    expect(decoder.writeFraming).toBe('newline');
  });
});

describe('FramingDecoder, Content-Length', () => {
  it('in auto mode, reads a header block and then exactly that many bytes, and writes the same way from then on', () => {
    const decoder = new FramingDecoder('auto');
    expect(decoder.writeFraming).toBe('newline');
    const frames = decoder.push(bytes(framed(body) + framed('{"jsonrpc":"2.0","method":"x"}')));
    expect(frames.map(readable)).toEqual([
      {
        text: body,
        headerBytes: 22,
        framing: { kind: 'content-length', header: 'Content-Length: 36\r\n\r\n' },
        rules: [],
      },
      {
        text: '{"jsonrpc":"2.0","method":"x"}',
        headerBytes: 22,
        framing: { kind: 'content-length', header: 'Content-Length: 30\r\n\r\n' },
        rules: [],
      },
    ]);
    expect(decoder.detected).toBe('content-length');
    expect(decoder.writeFraming).toBe('content-length');
  });

  it('takes header names in any case, other headers, bare LF between them, and a body with newlines in it', () => {
    const json = '{\n  "jsonrpc": "2.0",\n  "method": "x"\n}';
    const header = `content-type: application/vscode-jsonrpc; charset=utf-8\nCONTENT-LENGTH:${bytes(json).length}\n\n`;
    const { frames } = decode('auto', header + json, 'next line\n');
    expect(frames).toEqual([
      { text: json, headerBytes: header.length, framing: { kind: 'content-length', header }, rules: [] },
      { text: 'next line', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
    ]);
  });

  it('counts bytes, not characters', () => {
    const json = '{"text":"é€😀"}';
    expect(decode('auto', framed(json)).frames[0]!.text).toBe(json);
  });

  it('says how much of a body it holds, against the declared length', () => {
    const decoder = new FramingDecoder();
    decoder.push(bytes('Content-Length: 100\r\n'));
    expect(decoder.held).toEqual({ bytes: 21, awaiting: 'header' });
    decoder.push(bytes('\r\n{"a":'));
    expect(decoder.held).toEqual({ bytes: 28, awaiting: 'body', declared: 100 });
    const [last] = decoder.end();
    expect(readable(last!)).toMatchObject({
      text: '{"a":',
      headerBytes: 23,
      framing: { kind: 'content-length', unterminated: true },
    });
  });

  it('hands out an empty body at once', () => {
    expect(decode('auto', 'Content-Length: 0\r\n\r\nafter\n').frames.map((frame) => frame.text)).toEqual(['', 'after']);
  });

  it('in auto mode, leaves a line that only looks like a header alone', () => {
    expect(decode('auto', 'Note: starting\n').frames).toEqual([
      { text: 'Note: starting', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
    ]);
  });

  it('in content-length mode, takes any header first', () => {
    const { frames } = decode('content-length', `X-Trace: 1\r\n${framed('{}')}`);
    expect(frames).toEqual([
      {
        text: '{}',
        headerBytes: 33,
        framing: { kind: 'content-length', header: 'X-Trace: 1\r\nContent-Length: 2\r\n\r\n' },
        rules: [],
      },
    ]);
  });

  it.each([
    ['no Content-Length', 'Content-Type: x\r\n\r\n', /no Content-Length/],
    ['not a number', 'Content-Length: ten\r\n\r\n', /"ten" is not a non-negative whole number/],
    ['negative', 'Content-Length: -5\r\n\r\n', /"-5" is not/],
    ['absurd', 'Content-Length: 99999999999999999999\r\n\r\n', /beyond any plausible message/],
    ['two different lengths', 'Content-Length: 2\r\nContent-Length: 3\r\n\r\n', /different Content-Length values/],
  ])('flags a header block with %s, hands out its bytes, and reads on', (_label, header, message) => {
    const decoder = new FramingDecoder();
    const frames = [
      ...decoder.push(bytes(`${header}{"jsonrpc":"2.0","method":"a"}\n${framed('{}')}`)),
      ...decoder.end(),
    ];
    expect(text(frames[0]!.bytes)).toBe(header);
    expect(frames[0]!.headerBytes).toBe(0);
    expect(frames[0]!.findings).toEqual([
      expect.objectContaining({
        rule: 'stdio-content-length-invalid',
        severity: 'error',
        source: 'stdio transport',
        message: expect.stringMatching(message),
      }),
    ]);
    expect(frames.slice(1).map((frame) => text(frame.bytes))).toEqual(['{"jsonrpc":"2.0","method":"a"}', '{}']);
    expect(decoder.held.bytes).toBe(0);
  });

  it('flags a header block that runs into a line that is not a header, and reads that line as a frame', () => {
    const { frames } = decode('auto', 'Content-Length: 12\r\n{"id":1}\nok\n');
    expect(frames).toEqual([
      {
        text: 'Content-Length: 12\r\n',
        headerBytes: 0,
        framing: { kind: 'content-length', header: 'Content-Length: 12\r\n' },
        rules: ['stdio-header-unterminated'],
      },
      { text: '{"id":1}', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
      { text: 'ok', headerBytes: 1, framing: { kind: 'newline' }, rules: [] },
    ]);
  });

  it('does not let a header block grow without end', () => {
    const decoder = new FramingDecoder('auto', { maxHeaderBytes: 64 });
    const frames = decoder.push(bytes(`Content-Type: a\r\n${'X-Filler: 0123456789\r\n'.repeat(10)}`));
    expect(frames[0]?.findings[0]?.rule).toBe('stdio-header-unterminated');
    expect(decoder.held.bytes).toBeLessThanOrEqual(64);
  });

  it('gives a header block the stream cut short back whole at the end', () => {
    const { frames } = decode('auto', 'Content-Length: 5\r\nContent-Ty');
    expect(frames).toEqual([
      {
        text: 'Content-Length: 5\r\nContent-Ty',
        headerBytes: 0,
        framing: { kind: 'content-length', header: 'Content-Length: 5\r\n', unterminated: true },
        rules: [],
      },
    ]);
  });
});

describe('encodeFrame', () => {
  it('writes a line, or a Content-Length header block and the body', () => {
    expect(text(encodeTextFrame('{"a":"é"}', 'newline'))).toBe('{"a":"é"}\n');
    expect(text(encodeTextFrame('{"a":"é"}', 'content-length'))).toBe('Content-Length: 10\r\n\r\n{"a":"é"}');
  });

  it('round-trips through the decoder in either framing', () => {
    for (const framing of ['newline', 'content-length'] as const) {
      const decoder = new FramingDecoder(framing === 'newline' ? 'newline' : 'auto');
      const frames = decoder.push(encodeFrame(bytes(body), framing));
      expect(frames.map((frame) => text(frame.bytes))).toEqual([body]);
      expect(decoder.held.bytes).toBe(0);
    }
  });
});

/** Bytes likely to matter to a framing decoder, mixed with anything at all. */
const hostileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '\n',
          '\r\n',
          '\r',
          '',
          ' ',
          ':',
          'Content-Length:',
          'content-length: ',
          'Content-Type: x\r\n',
          '\r\n\r\n',
          '{"jsonrpc":"2.0"}',
          '-1',
          '0',
          '7',
          '999999999999',
          'abc',
          'é',
          '\u00ff',
        ),
        fc.string({ maxLength: 12 }),
        fc.nat({ max: 80 }).map((n) => `Content-Length: ${n}\r\n\r\n`),
      ),
      { maxLength: 40 },
    )
    .map((parts) => bytes(parts.join(''))),
);

/** Splits `data` at the given cut points. */
function split(data: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (data.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, data.length]) {
    chunks.push(data.subarray(start, point));
    start = point;
  }
  return chunks;
}

function run(mode: FramingMode, chunks: Uint8Array[], options = {}) {
  const decoder = new FramingDecoder(mode, options);
  let pushed = 0;
  let accounted = 0;
  const frames: DecodedFrame[] = [];
  for (const chunk of chunks) {
    pushed += chunk.length;
    for (const frame of decoder.push(chunk)) {
      frames.push(frame);
      accounted += frame.bytes.length + frame.headerBytes;
    }
    expect(accounted + decoder.held.bytes).toBe(pushed);
  }
  for (const frame of decoder.end()) {
    frames.push(frame);
    accounted += frame.bytes.length + frame.headerBytes;
  }
  expect(accounted).toBe(pushed);
  expect(decoder.held.bytes).toBe(0);
  return frames.map((frame) => ({
    bytes: [...frame.bytes],
    headerBytes: frame.headerBytes,
    framing: frame.framing,
    findings: frame.findings,
  }));
}

describe('FramingDecoder under random and hostile streams', () => {
  const modes = fc.constantFrom<FramingMode>('auto', 'newline', 'content-length');

  it('never throws, accounts for every byte after each chunk, and yields the same frames however the stream is split', () => {
    fc.assert(
      fc.property(
        modes,
        hostileBytes,
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (mode, data, cutsA, cutsB) => {
          const options = { maxHeaderBytes: 48, maxContentLength: 1000 };
          const whole = run(mode, [data], options);
          expect(run(mode, split(data, cutsA), options)).toEqual(whole);
          expect(run(mode, split(data, cutsB), options)).toEqual(whole);
          expect(
            run(
              mode,
              [...data].map((byte) => Uint8Array.of(byte)),
              options,
            ),
          ).toEqual(whole);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('hands back exactly the bodies encoded, in either framing, whatever the chunking', () => {
    const message = fc
      .string({ maxLength: 60 })
      .map((value) => JSON.stringify({ jsonrpc: '2.0', method: 'm', params: { value } }));
    fc.assert(
      fc.property(
        fc.array(message, { maxLength: 8 }),
        fc.constantFrom('newline', 'content-length' as const),
        fc.array(fc.nat(), { maxLength: 10 }),
        (messages, framing, cuts) => {
          const stream = messages.map((json) => encodeTextFrame(json, framing));
          const data = new Uint8Array(stream.reduce((n, frame) => n + frame.length, 0));
          let offset = 0;
          for (const frame of stream) {
            data.set(frame, offset);
            offset += frame.length;
          }
          const frames = run('auto', split(data, cuts));
          expect(frames.map((frame) => text(Uint8Array.from(frame.bytes)))).toEqual(messages);
          expect(frames.every((frame) => frame.framing.kind === framing && frame.findings.length === 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
