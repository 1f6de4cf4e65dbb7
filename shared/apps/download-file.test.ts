import { describe, expect, it } from 'vitest';
import { readDownload, safeFileName } from './download-file.ts';

describe('safeFileName', () => {
  it('keeps the last segment, without separators, control characters, leading dots or reserved names', () => {
    expect(safeFileName('ui://demo/report.csv')).toBe('report.csv');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\boot.ini')).toBe('boot.ini');
    expect(safeFileName('file:///tmp/%2E%2E%2Fsecret.txt')).toBe('secret.txt');
    expect(safeFileName('.bashrc')).toBe('bashrc');
    expect(safeFileName('a\u0000b\nc.txt')).toBe('a_b_c.txt');
    expect(safeFileName('CON.txt')).toBe('_CON.txt');
    expect(safeFileName('...')).toBe('download');
    expect(safeFileName('x'.repeat(300))).toHaveLength(120);
  });
});

describe('readDownload', () => {
  it('reads embedded resources and resource links, and says what is neither', () => {
    const read = readDownload({
      contents: [
        { type: 'resource', resource: { uri: 'file:///data/../out.json', mimeType: 'application/json', text: '{}' } },
        { type: 'resource_link', uri: 'ui://demo/big.bin', name: 'big.bin' },
        { type: 'text', text: 'hi' },
        { type: 'resource', resource: { uri: 'x://y' } },
      ],
    });
    expect(read.items).toEqual([
      { kind: 'inline', name: 'out.json', mimeType: 'application/json', uri: 'file:///data/../out.json', text: '{}' },
      { kind: 'link', name: 'big.bin', mimeType: 'application/octet-stream', uri: 'ui://demo/big.bin' },
    ]);
    expect(read.problems).toEqual(['contents[2] is neither an embedded resource nor a resource link', 'contents[3] has neither text nor blob']);
    expect(readDownload({}).problems).toEqual(['params.contents is not a list']);
  });
});
