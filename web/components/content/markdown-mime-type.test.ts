import { describe, expect, it } from 'vitest';
import { markdownByMimeType } from './markdown-mime-type.ts';

describe('markdownByMimeType', () => {
  it('says yes for Markdown, no for other declared types, nothing for plain text or none', () => {
    expect(markdownByMimeType('text/markdown')).toBe(true);
    expect(markdownByMimeType('text/x-markdown; charset=utf-8')).toBe(true);
    expect(markdownByMimeType('text/x-python')).toBe(false);
    expect(markdownByMimeType('application/json')).toBe(false);
    expect(markdownByMimeType('text/plain')).toBeUndefined();
    expect(markdownByMimeType(undefined)).toBeUndefined();
  });
});
