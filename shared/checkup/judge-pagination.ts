import { quoteList, verdict, type Verdict } from './verdict.ts';

/** One page as the server answered it. */
export interface ListPage {
  /** The cursor sent for this page (none for the first). */
  readonly cursor?: string;
  /** The member holding the items, as sent (should be an array). */
  readonly items: unknown;
  /** `nextCursor` as sent (absent on the last page). */
  readonly nextCursor: unknown;
}

/** Every page of one list method, walked as a client would. */
export interface ListWalk {
  readonly method: string;
  readonly pages: readonly ListPage[];
  /** The page that failed, counting from 1, and how. */
  readonly failure?: { readonly page: number; readonly message: string; readonly code?: number };
  /** Why the walk stopped although the server offered another cursor. */
  readonly stopped?: 'repeated-cursor' | 'max-pages' | 'bad-cursor';
}

/** How many pages the checkup follows before it calls a list endless. */
export const CHECKUP_MAX_PAGES = 100;

/** Walks the pages of `method`: `requestPage` answers one page or says how it failed. */
export async function walkList(
  method: string,
  key: string,
  requestPage: (cursor: string | undefined) => Promise<{ result: unknown } | { error: string; code?: number }>,
  maxPages = CHECKUP_MAX_PAGES,
): Promise<ListWalk> {
  const pages: ListPage[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const answer = await requestPage(cursor);
    if ('error' in answer)
      return {
        method,
        pages,
        failure: {
          page: pages.length + 1,
          message: answer.error,
          ...(answer.code !== undefined ? { code: answer.code } : {}),
        },
      };
    const result = (typeof answer.result === 'object' && answer.result !== null ? answer.result : {}) as Record<
      string,
      unknown
    >;
    const nextCursor = result.nextCursor;
    pages.push({ ...(cursor !== undefined ? { cursor } : {}), items: result[key], nextCursor });
    if (nextCursor === undefined || nextCursor === null || nextCursor === '') return { method, pages };
    if (typeof nextCursor !== 'string') return { method, pages, stopped: 'bad-cursor' };
    if (seen.has(nextCursor) || nextCursor === cursor) return { method, pages, stopped: 'repeated-cursor' };
    if (pages.length >= maxPages) return { method, pages, stopped: 'max-pages' };
    seen.add(nextCursor);
    cursor = nextCursor;
  }
}

/**
 * A list is paginated correctly when each page holds an array, every
 * cursor leads somewhere new, the walk ends, and no item comes back on a
 * later page. `identify` names an item (a tool's name, a resource's uri).
 */
export function judgePagination(walk: ListWalk, identify: (item: unknown) => string | undefined): Verdict {
  const { method, pages, failure } = walk;
  if (failure && failure.page === 1)
    return verdict(
      'not-applicable',
      `${method} failed, so it has no pages to follow (see the capability check): ${failure.message}`,
    );
  const problems: string[] = [];
  if (failure)
    problems.push(
      `page ${failure.page} failed with the cursor the server gave on page ${failure.page - 1}: ${failure.message}`,
    );
  pages.forEach((page, index) => {
    if (!Array.isArray(page.items))
      problems.push(`page ${index + 1} holds no list of items (${JSON.stringify(page.items) ?? 'nothing'})`);
  });
  const last = pages.at(-1);
  if (walk.stopped === 'bad-cursor')
    problems.push(`page ${pages.length} gave nextCursor ${JSON.stringify(last?.nextCursor)}, which is not a string`);
  if (walk.stopped === 'repeated-cursor')
    problems.push(
      `page ${pages.length} gave nextCursor ${JSON.stringify(last?.nextCursor)} again: following the cursors would never end`,
    );
  const repeats = repeatedAcrossPages(pages, identify);
  if (repeats.length) problems.push(`items came back on a later page: ${quoteList(repeats)}`);
  const items = pages.reduce((total, page) => total + (Array.isArray(page.items) ? page.items.length : 0), 0);
  const text = `${pages.length} page${pages.length === 1 ? '' : 's'} followed, ${items} item${items === 1 ? '' : 's'}`;
  if (problems.length) return verdict('fail', problems.join('; '), text);
  if (walk.stopped === 'max-pages')
    return verdict(
      'warning',
      `Still offering a new cursor after ${pages.length} pages; the checkup stopped following`,
      text,
    );
  if (pages.length === 1)
    return verdict('pass', `One page of ${items} item${items === 1 ? '' : 's'}, no nextCursor`, text);
  return verdict('pass', `${pages.length} pages followed to the end, ${items} items, none repeated`, text);
}

/** Items named on more than one page. */
function repeatedAcrossPages(pages: readonly ListPage[], identify: (item: unknown) => string | undefined): string[] {
  const firstPage = new Map<string, number>();
  const repeated = new Set<string>();
  pages.forEach((page, index) => {
    if (!Array.isArray(page.items)) return;
    for (const item of page.items) {
      const id = identify(item);
      if (id === undefined) continue;
      const first = firstPage.get(id);
      if (first === undefined) firstPage.set(id, index);
      else if (first !== index) repeated.add(id);
    }
  });
  return [...repeated];
}

/** The items of every page, in order. */
export function walkItems(walk: ListWalk): unknown[] {
  const items: unknown[] = [];
  for (const page of walk.pages) if (Array.isArray(page.items)) for (const item of page.items) items.push(item);
  return items;
}
