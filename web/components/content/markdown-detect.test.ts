import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './markdown-detect.ts';

describe('looksLikeMarkdown', () => {
  it.each([
    ['# Search\nFinds things.'],
    ['Intro\n\n## Usage\nrun it'],
    ['Run this:\n```sh\nnpm test\n```'],
    ['See [the docs](https://example.com/docs).'],
    ['This is **important** to know'],
    ['Steps:\n- open\n- close'],
    ['1. first\n2. second'],
    ['Use `query` with _care_'],
  ])('sees Markdown in %j', (text) => {
    expect(looksLikeMarkdown(text)).toBe(true);
  });

  it.each([
    ['Plain text result: 42 rows updated.'],
    ['Echo: hello world'],
    ['a * b * c = 6'],
    ['snake_case_name and another_name'],
    ['- just one dash line'],
    ['Price is 5 * 3 today'],
    ['#hashtag is not a heading'],
    ['Use `query` here'],
    ['C:\\Program Files\\app [x86]'],
    [''],
  ])('keeps %j plain', (text) => {
    expect(looksLikeMarkdown(text)).toBe(false);
  });

  it('does not look at huge text', () => {
    expect(looksLikeMarkdown(`# Title\n${'x'.repeat(150_000)}`)).toBe(false);
  });
});
