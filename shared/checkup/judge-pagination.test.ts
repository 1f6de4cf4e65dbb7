import { describe, expect, it } from 'vitest';
import { judgePagination, walkItems, walkList, type MethodWalk } from './judge-pagination.ts';

const byName = (item: unknown) => (item as { name?: string }).name;
const tools = (...names: string[]) => names.map((name) => ({ name }));

/** A server whose pages are given by cursor (`first` for none). */
function server(pages: Record<string, unknown>) {
  const asked: Array<string | undefined> = [];
  const requestPage = async (cursor: string | undefined) => {
    asked.push(cursor);
    const page = pages[cursor ?? 'first'];
    return page === undefined ? { error: '-32602 Invalid params: unknown cursor', code: -32602 } : { result: page };
  };
  return { asked, requestPage };
}

describe('walking a list', () => {
  it('follows each cursor to the end', async () => {
    const { asked, requestPage } = server({
      first: { tools: tools('a'), nextCursor: 'b' },
      b: { tools: tools('b'), nextCursor: 'c' },
      c: { tools: tools('c') },
    });
    const walk = await walkList('tools/list', 'tools', requestPage);
    expect(asked).toEqual([undefined, 'b', 'c']);
    expect(walkItems(walk)).toEqual(tools('a', 'b', 'c'));
    expect(judgePagination(walk, byName)).toMatchObject({
      result: 'pass',
      summary: '3 pages followed to the end, 3 items, none repeated',
    });
  });

  it('stops at a cursor it has followed before, and fails the list', async () => {
    const { asked, requestPage } = server({
      first: { tools: tools('a'), nextCursor: 'again' },
      again: { tools: tools('b'), nextCursor: 'again' },
    });
    const walk = await walkList('tools/list', 'tools', requestPage);
    expect(asked).toEqual([undefined, 'again']);
    expect(walk.stopped).toBe('repeated-cursor');
    expect(judgePagination(walk, byName)).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('gave nextCursor "again" again'),
    });
  });

  it('fails items that come back on a later page', async () => {
    const { requestPage } = server({
      first: { tools: tools('a', 'b'), nextCursor: '2' },
      2: { tools: tools('b', 'c') },
    });
    expect(judgePagination(await walkList('tools/list', 'tools', requestPage), byName)).toMatchObject({
      result: 'fail',
      summary: 'items came back on a later page: "b"',
    });
  });

  it('stops after the most pages it follows, and warns', async () => {
    let n = 0;
    const walk = await walkList(
      'tools/list',
      'tools',
      async () => ({ result: { tools: tools(`t${n}`), nextCursor: `c${++n}` } }),
      5,
    );
    expect(walk.pages).toHaveLength(5);
    expect(judgePagination(walk, byName)).toMatchObject({
      result: 'warning',
      summary: expect.stringContaining('after 5 pages'),
    });
  });

  it('fails a cursor that is not a string, and a page without a list', async () => {
    const { requestPage } = server({ first: { tools: tools('a'), nextCursor: 2 } });
    expect(judgePagination(await walkList('tools/list', 'tools', requestPage), byName).summary).toContain(
      'gave nextCursor 2, which is not a string',
    );
    const noList: MethodWalk = {
      method: 'tools/list',
      key: 'tools',
      pages: [{ items: 'nope', nextCursor: undefined }],
    };
    expect(judgePagination(noList, byName)).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('page 1 holds no list of items'),
    });
  });

  it('fails a later page that refuses the cursor the server gave; a list that fails at once has no pages to judge', async () => {
    const { requestPage } = server({ first: { tools: tools('a'), nextCursor: 'lost' } });
    expect(judgePagination(await walkList('tools/list', 'tools', requestPage), byName)).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('page 2 failed with the cursor the server gave on page 1'),
    });
    const failed = await walkList('tools/list', 'tools', async () => ({
      error: '-32601 Method not found',
      code: -32601,
    }));
    expect(judgePagination(failed, byName).result).toBe('not-applicable');
  });

  it('takes an empty nextCursor for the end', async () => {
    const { requestPage } = server({ first: { tools: tools('a'), nextCursor: '' } });
    expect(judgePagination(await walkList('tools/list', 'tools', requestPage), byName)).toMatchObject({
      result: 'pass',
      summary: 'One page of 1 item, no nextCursor',
    });
  });
});
