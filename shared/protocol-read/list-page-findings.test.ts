import { describe, expect, it } from 'vitest';
import { pageFindings } from './list-page-findings.ts';
import { walkPages } from './list-walk.ts';

const byName = (item: unknown) => (item as { name?: string }).name;

describe('what is wrong with the pages of a list', () => {
  it('is nothing for pages that each hold their own items', async () => {
    const walk = await walkPages(
      'tools',
      async (cursor) => ({
        result: cursor ? { tools: [{ name: 'b' }] } : { tools: [{ name: 'a' }], nextCursor: 'p2' },
      }),
      10,
    );
    expect(pageFindings(walk, byName)).toEqual([]);
  });

  it('names a later page that failed, a page without an array, and an item on two pages', async () => {
    const walk = await walkPages(
      'tools',
      async (cursor) =>
        cursor === undefined
          ? { result: { tools: [{ name: 'a' }], nextCursor: 'p2' } }
          : cursor === 'p2'
            ? { result: { tools: [{ name: 'a' }], nextCursor: 'p3' } }
            : cursor === 'p3'
              ? { result: { tools: 'none', nextCursor: 'p4' } }
              : { error: 'boom' },
      10,
    );
    expect(pageFindings(walk, byName).map((finding) => [finding.rule, finding.message])).toEqual([
      ['list-page-failed', 'page 4 failed with the cursor the server gave on page 3: boom'],
      ['list-page-not-array', 'page 3 holds no list of items ("none")'],
      ['list-item-repeated', 'items came back on a later page: "a"'],
    ]);
  });
});
