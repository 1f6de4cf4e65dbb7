import { describe, expect, it, vi } from 'vitest';
import {
  annotationSummary,
  base64ByteLength,
  dataUrl,
  decodeBase64Text,
  fileNameFromUri,
  formatBytes,
  formatDuration,
  isTextMimeType,
  LARGE_TEXT_CHARS,
  parseJsonObjectText,
  prettyJson,
  splitForDisplay,
} from './format.ts';

describe('formatBytes', () => {
  it('picks a readable unit', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.0 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072.0 GB');
  });
});

describe('base64ByteLength', () => {
  it('counts decoded bytes, padding and trailing space aside', () => {
    expect(base64ByteLength('')).toBe(0);
    expect(base64ByteLength('QQ==')).toBe(1);
    expect(base64ByteLength('QUI=')).toBe(2);
    expect(base64ByteLength('QUJD')).toBe(3);
    expect(base64ByteLength('QUJD\n')).toBe(3);
    expect(base64ByteLength(btoa('x'.repeat(1000)))).toBe(1000);
  });
});

describe('dataUrl', () => {
  it('joins mime type and data', () => {
    expect(dataUrl('image/png', 'AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

describe('fileNameFromUri', () => {
  it('takes the last path segment', () => {
    expect(fileNameFromUri('file:///tmp/README.md.gz')).toBe('README.md.gz');
    expect(fileNameFromUri('https://x.test/a/b%20c.txt?x=1#f')).toBe('b c.txt');
    expect(fileNameFromUri('demo://resource/static/document/architecture.md')).toBe('architecture.md');
  });
  it('falls back when there is none', () => {
    expect(fileNameFromUri('test:')).toBe('download');
    expect(fileNameFromUri('https://x.test/', 'file.bin')).toBe('file.bin');
    expect(fileNameFromUri('not a uri/but/a path.txt')).toBe('a path.txt');
  });
});

describe('parseJsonObjectText', () => {
  it('parses objects and arrays', () => {
    expect(parseJsonObjectText(' {"a": 1} ')).toEqual({ value: { a: 1 } });
    expect(parseJsonObjectText('[1]')).toEqual({ value: [1] });
  });
  it('leaves other text alone', () => {
    expect(parseJsonObjectText('42')).toBeUndefined();
    expect(parseJsonObjectText('"s"')).toBeUndefined();
    expect(parseJsonObjectText('{not json}')).toBeUndefined();
    expect(parseJsonObjectText('Echo: {x}')).toBeUndefined();
  });
  it('does not parse huge text', () => {
    expect(parseJsonObjectText(`[${'1,'.repeat(LARGE_TEXT_CHARS)}1]`)).toBeUndefined();
  });
});

describe('annotationSummary', () => {
  it('summarises annotations in a line', () => {
    expect(annotationSummary({ audience: ['user', 'assistant'], priority: 0.9 })).toBe(
      'audience: user, assistant · priority 0.9',
    );
    expect(annotationSummary({ lastModified: '2025-01-01T00:00:00Z', custom: true })).toBe(
      'modified 2025-01-01T00:00:00Z · custom: true',
    );
    expect(annotationSummary({})).toBeUndefined();
    expect(annotationSummary(undefined)).toBeUndefined();
  });
});

describe('prettyJson', () => {
  it('never throws', () => {
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(prettyJson(undefined)).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(prettyJson(cyclic)).toBe('[object Object]');
  });
});

describe('formatDuration', () => {
  it('shows whole milliseconds', () => {
    expect(formatDuration(123.4)).toBe('123 ms');
    expect(formatDuration(12345)).toBe('12,345 ms');
  });
});

describe('splitForDisplay', () => {
  it('cuts at line breaks near the size, and keeps every character', () => {
    const text = 'aaaa\nbbbb\ncccc\n';
    expect(splitForDisplay(text, 7)).toEqual(['aaaa\n', 'bbbb\n', 'cccc\n']);
    expect(splitForDisplay(text, 100)).toEqual([text]);
    expect(splitForDisplay('', 10)).toEqual([]);
  });

  it('cuts a line longer than the size', () => {
    const pieces = splitForDisplay('x'.repeat(25), 10);
    expect(pieces).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('cuts 20 MB in one pass: one search for a line break per piece, each piece at least half the size', () => {
    // How long it takes is the machine's; that the work grows with the pieces, not their square, is the code's.
    const text = 'a line of output\n'.repeat(1_250_000);
    const searches = vi.spyOn(String.prototype, 'lastIndexOf');
    let pieces: string[];
    try {
      pieces = splitForDisplay(text, 50_000);
      expect(searches.mock.calls.length).toBeLessThanOrEqual(pieces.length);
    } finally {
      searches.mockRestore();
    }
    expect(
      pieces.slice(0, -1).every((piece) => piece.length >= 25_000 && piece.length <= 50_000 && piece.endsWith('\n')),
    ).toBe(true);
    expect(pieces.join('')).toBe(text);
  });
});

describe('text blobs', () => {
  it('knows which types are text', () => {
    expect(
      [
        'text/plain',
        'text/markdown; charset=utf-8',
        'application/json',
        'application/ld+json',
        'image/svg+xml',
        'application/yaml',
      ].every(isTextMimeType),
    ).toBe(true);
    expect(['image/png', 'application/octet-stream', 'audio/wav', 'application/gzip'].some(isTextMimeType)).toBe(false);
  });

  it('decodes base64 as UTF-8, and says when it cannot', () => {
    expect(decodeBase64Text(btoa('Resource 2: a blob'))).toBe('Resource 2: a blob');
    expect(decodeBase64Text('w6k=\n')).toBe('é');
    expect(decodeBase64Text('not base64!')).toBeUndefined();
  });
});
