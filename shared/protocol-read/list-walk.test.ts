import { describe, expect, it } from 'vitest';
import { cursorFindings, walkItems, walkPages } from './list-walk.ts';

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
    expect(cursorFindings(walk)).toEqual([]);
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
});
