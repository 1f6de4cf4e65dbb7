import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rootSpan } from '../lib/json-spans.ts';
import { JsonTree } from './json-tree.tsx';

const render = (text: string, open: string[], highlight?: string) =>
  renderToStaticMarkup(<JsonTree text={text} root={rootSpan(text)} initiallyOpen={open} highlight={highlight} />);

/** What each line of the tree says, tags dropped. */
const lines = (html: string) =>
  html
    .split(/<li>/)
    .slice(1)
    .map((piece) =>
      piece
        .replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .trim(),
    );

describe('JsonTree', () => {
  const text = JSON.stringify({
    jsonrpc: '2.0',
    id: 3,
    result: { content: [{ type: 'text', text: 'hi' }], isError: false },
  });

  it('shows the open containers’ members and only the size of closed ones', () => {
    const html = render(text, ['']);
    expect(lines(html)).toEqual([`▾{…}3 members · ${text.length} B`, '"jsonrpc":"2.0"', '"id":3', '▸"result":{…}57 B']);
    expect(html).toContain('aria-label="JSON tree"');
    expect(html).toMatch(/<button type="button" aria-expanded="true"/);
  });

  it('opens the way to a highlighted node and marks it', () => {
    const html = render(
      text,
      ['', '/result', '/result/content', '/result/content/0', '/result/content/0/text'],
      '/result/content/0/text',
    );
    expect(lines(html)).toEqual([
      `▾{…}3 members · ${text.length} B`,
      '"jsonrpc":"2.0"',
      '"id":3',
      '▾"result":{…}2 members · 57 B',
      '▾"content":[…]1 item · 29 B',
      '▾0:{…}2 members · 27 B',
      '"type":"text"',
      '"text":"hi"',
      '"isError":false',
    ]);
    expect(html).toMatch(/ring-amber-500\/70[^>]*data-pointer="\/result\/content\/0\/text"/);
  });

  it('shows a big array a hundred items at a time, with how many there are', () => {
    const big = JSON.stringify(Array.from({ length: 250 }, (_, i) => i));
    const html = render(big, ['']);
    expect(lines(html)[0]).toMatch(/^▾\[…\]250 items · /);
    expect(lines(html)).toHaveLength(1 + 100 + 1);
    expect(lines(html).at(-1)).toBe('Show 100 more (100 of 250 shown)');
  });

  it('cuts a long string, says its size, and offers the whole of it', () => {
    const long = JSON.stringify({ text: 'fox '.repeat(100_000) });
    const html = render(long, ['']);
    expect(lines(html)[1]).toMatch(/^"text":"(fox ){75}…390\.6 KB stringShow whole string$/);
  });
});
