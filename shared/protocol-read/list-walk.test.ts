import { describe, expect, it } from 'vitest';
import { cursorFindings, pageFindings, walkItems, walkPages } from './list-walk.ts';

const byName = (item: unknown) => (item as { name?: string }).name;
const pages =
  (answers: Record<string, unknown>) =>
  async (cursor: string | undefined): Promise<{ result: unknown }> => ({ result: answers[cursor ?? 'first'] });

describe('the list walk', () => {
  it('follows every cursor to the end and finds nothing wrong', async () => {
    const walk = await walkPages(
      'tools',
      pages({ first: { tools: [{ name: 'a' }], nextCursor: 'p2' }, p2: { tools: [{ name: 'b' }] } }),
      10,
    );
    expect(walkItems(walk)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect([...cursorFindings(walk), ...pageFindings(walk, byName)]).toEqual([]);
  });

  it("stops on a repeated cursor: an error on the last page's nextCursor, in the revision spoken", async () => {
    const walk = await walkPages('tools', async () => ({ result: { tools: [], nextCursor: 'again' } }), 10);
    expect(walk.pages).toHaveLength(2);
    expect(cursorFindings(walk, '2025-11-25')).toEqual([
      {
        rule: 'list-cursor-repeated',
        severity: 'error',
        pointer: '/result/nextCursor',
        source: '2025-11-25',
        message: 'page 2 gave nextCursor "again" again: following the cursors would never end',
      },
    ]);
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
