import { describe, expect, it } from 'vitest';
import { fileName, readDownload, safeFileName } from './download-file.ts';

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

describe('fileName', () => {
  it.each([
    ['invoice\u202Efdp.exe', 'invoice[U+202E]fdp.exe', ['U+202E']],
    [
      'a\u202Ab\u202Bc\u202Cd\u202De',
      'a[U+202A]b[U+202B]c[U+202C]d[U+202D]e',
      ['U+202A', 'U+202B', 'U+202C', 'U+202D'],
    ],
    [
      '\u2066x\u2067y\u2068z\u2069.txt',
      '[U+2066]x[U+2067]y[U+2068]z[U+2069].txt',
      ['U+2066', 'U+2067', 'U+2068', 'U+2069'],
    ],
    ['l\u200Er\u200F\u061C.txt', 'l[U+200E]r[U+200F][U+061C].txt', ['U+200E', 'U+200F', 'U+061C']],
    [
      'zero\u200Bwidth\u00ADsoft\u2060join.txt',
      'zero[U+200B]width[U+00AD]soft[U+2060]join.txt',
      ['U+200B', 'U+00AD', 'U+2060'],
    ],
    ['c1\u0085\u009B.txt', 'c1[U+0085][U+009B].txt', ['U+0085', 'U+009B']],
    ['pua\uE000\u3164.txt', 'pua[U+E000][U+3164].txt', ['U+E000', 'U+3164']],
    ['%E2%80%AEgpj.exe', '[U+202E]gpj.exe', ['U+202E']],
    ['r\u00E9sum\u00E9 \u6587\u66F8.pdf', 'r\u00E9sum\u00E9 \u6587\u66F8.pdf', []],
  ])(
    'writes out the hidden and direction characters of %j so the name shown is the name saved',
    (wanted, name, hidden) => {
      expect(fileName(wanted)).toEqual({ name, hidden });
    },
  );

  it('never cuts an escape in two at the 120-character limit', () => {
    const { name } = fileName(`${'x'.repeat(115)}\u202Eabc`);
    expect(name).toBe('x'.repeat(115));
    expect(fileName(`${'x'.repeat(110)}\u202Eabc`).name).toBe(`${'x'.repeat(110)}[U+202E]ab`);
  });
});

describe('readDownload', () => {
  it('reads embedded resources and resource links, and says what is neither', () => {
    const read = readDownload({
      contents: [
        { type: 'resource', resource: { uri: 'file:///data/../out.json', mimeType: 'application/json', text: '{}' } },
        { type: 'resource_link', uri: 'ui://demo/big.bin', name: 'big.bin' },
        { type: 'resource_link', uri: 'ui://demo/x', name: 'photo\u202Egnp.js' },
        { type: 'text', text: 'hi' },
        { type: 'resource', resource: { uri: 'x://y' } },
      ],
    });
    expect(read.items).toEqual([
      { kind: 'inline', name: 'out.json', mimeType: 'application/json', uri: 'file:///data/../out.json', text: '{}' },
      { kind: 'link', name: 'big.bin', mimeType: 'application/octet-stream', uri: 'ui://demo/big.bin' },
      {
        kind: 'link',
        name: 'photo[U+202E]gnp.js',
        hidden: ['U+202E'],
        mimeType: 'application/octet-stream',
        uri: 'ui://demo/x',
      },
    ]);
    expect(read.findings.map((finding) => finding.pointer)).toEqual(['/params/contents/3', '/params/contents/4']);
    expect(read.findings.map((finding) => finding.message)).toEqual([
      'contents[3] is neither an embedded resource nor a resource link',
      'contents[4] has neither text nor blob',
    ]);
    expect(readDownload({}).findings).toMatchObject([
      { rule: 'app-download-request', source: 'io.modelcontextprotocol/ui', message: 'params.contents is not a list' },
    ]);
  });
});
