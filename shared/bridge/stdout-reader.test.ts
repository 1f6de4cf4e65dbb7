import { describe, expect, it } from 'vitest';
import { StdoutReader } from './stdout-reader.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const rules = (message: { findings: { rule: string }[] }) => message.findings.map((finding) => finding.rule);

describe('StdoutReader', () => {
  it('says how far a Content-Length body got when the stream ended inside it', () => {
    const reader = new StdoutReader();
    expect(reader.push(bytes('Content-Length: 40\r\n\r\n{"jsonrpc":'))).toEqual([]);
    const [cut] = reader.end();
    expect(cut).toMatchObject({ raw: '{"jsonrpc":', size: 11, framing: { kind: 'content-length', unterminated: true }, frame: { kind: 'invalid-json' } });
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
    expect(cut!.findings.map((finding) => finding.message)).toEqual(['The stream ended inside a Content-Length header block']);
  });

  it('reads a message behind a byte order mark and after a CRLF, both flagged', () => {
    const [message] = new StdoutReader('newline').push(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('{"jsonrpc":"2.0","method":"m"}\r\n')));
    expect(message).toMatchObject({ raw: '\ufeff{"jsonrpc":"2.0","method":"m"}\r', frame: { kind: 'notification', method: 'm' } });
    expect(rules(message!)).toEqual(['stdio-crlf', 'stdout-bom']);
  });
});
