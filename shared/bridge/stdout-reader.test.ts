import { describe, expect, it } from 'vitest';
import { StdoutReader } from './stdout-reader.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const rules = (message: { findings: { rule: string }[] }) => message.findings.map((finding) => finding.rule);

describe('StdoutReader', () => {
  it('says how far a Content-Length body got when the stream ended inside it', () => {
    const reader = new StdoutReader();
    expect(reader.push(bytes('Content-Length: 40\r\n\r\n{"jsonrpc":'))).toEqual([]);
    const [cut] = reader.end();
    expect(cut).toMatchObject({
      raw: '{"jsonrpc":',
      size: 11,
      framing: { kind: 'content-length', unterminated: true },
      frame: { kind: 'invalid-json' },
    });
    expect(rules(cut!)).toEqual(['stdio-content-length', 'stdio-unterminated']);
    expect(cut!.findings[1]!.message).toBe('The stream ended after 11 of the 40 bytes its Content-Length declared');
  });

  it('flags a header block it cannot read for what it is, not as Content-Length framing', () => {
    const [bad, next] = new StdoutReader().push(bytes('Content-Length: lots\r\n\r\n{"jsonrpc":"2.0","method":"x"}\n'));
    expect(bad).toMatchObject({ raw: 'Content-Length: lots\r\n\r\n', frame: { kind: 'invalid-json' } });
    expect(rules(bad!)).toEqual(['stdio-content-length-invalid']);
    expect(next).toMatchObject({ frame: { kind: 'notification', method: 'x' }, findings: [] });
  });

  it('says when the stream ended inside a header block', () => {
    const reader = new StdoutReader();
    reader.push(bytes('Content-Length: 4\r\n'));
    const [cut] = reader.end();
    expect(cut!.findings.map((finding) => finding.message)).toEqual([
      'The stream ended inside a Content-Length header block',
    ]);
  });

  it('reads a message behind a byte order mark and after a CRLF, both flagged', () => {
    const [message] = new StdoutReader('newline').push(
      Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('{"jsonrpc":"2.0","method":"m"}\r\n')),
    );
    expect(message).toMatchObject({
      raw: '\ufeff{"jsonrpc":"2.0","method":"m"}\r',
      frame: { kind: 'notification', method: 'm' },
    });
    expect(rules(message!)).toEqual(['stdio-crlf', 'stdout-bom']);
  });
});

describe('StdoutReader, a large message in many pieces', () => {
  const utf8 = new TextEncoder();
  /** `bytes` cut into pieces of `size` bytes, wherever that falls (inside a character too). */
  const cut = (bytes: Uint8Array, size: number) =>
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const text = `{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"${'é€😀 quick fox '.repeat(40_000)}"}]}}`;

  it('reads it as the whole would read, decoded as it came, whatever the framing', () => {
    const body = utf8.encode(text);
    for (const framed of [
      new Uint8Array([...body, 0x0a]),
      new Uint8Array([...utf8.encode(`Content-Length: ${body.length}\r\n\r\n`), ...body]),
    ]) {
      for (const size of [4093, 65_536]) {
        const reader = new StdoutReader('auto');
        const messages = cut(framed, size).flatMap((piece) => reader.push(piece));
        expect(messages).toHaveLength(1);
        expect(messages[0]!.raw).toBe(text);
        expect(messages[0]!.size).toBe(body.length);
        expect(messages[0]!.frame.kind).toBe('result');
        expect(rules(messages[0]!).filter((rule) => rule !== 'stdio-content-length')).toEqual([]);
      }
    }
  });

  it('reads the next message after it on its own, and one cut short at the end', () => {
    const reader = new StdoutReader('newline');
    const messages = cut(utf8.encode(`${text}\n{"jsonrpc":"2.0","method":"a"}\n${text}`), 50_000).flatMap((piece) =>
      reader.push(piece),
    );
    const ended = reader.end();
    expect(messages.map((message) => message.raw)).toEqual([text, '{"jsonrpc":"2.0","method":"a"}']);
    expect(ended.map((message) => [message.raw === text, message.framing.unterminated])).toEqual([[true, true]]);
  });

  it('says where its UTF-8 breaks, as for a message read at once', () => {
    const body = utf8.encode(text);
    const broken = new Uint8Array([...body.subarray(0, 300_000), 0xff, ...body.subarray(300_000), 0x0a]);
    const reader = new StdoutReader('newline');
    const [message] = cut(broken, 65_536).flatMap((piece) => reader.push(piece));
    expect(message!.findings.map((found) => found.rule)).toEqual(['stdout-not-utf8']);
    expect(message!.findings[0]!.message).toMatch(/first bad byte at offset 300000\b/);
    expect(message!.raw).toContain('\uFFFD');
  });
});
