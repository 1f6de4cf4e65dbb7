import type { Finding } from '../diagnose/finding.ts';
import { cursorFindings, type ListWalk, pageFindings, walkPages } from '../protocol-read/list-walk.ts';
import { verdict, type Verdict } from './verdict.ts';

export { type ListPage, walkItems } from '../protocol-read/list-walk.ts';

/** Every page of one list method, walked by the walker the session uses too. */
export interface MethodWalk extends ListWalk {
  readonly method: string;
}

/** How many pages the checkup follows before it calls a list endless. */
export const CHECKUP_MAX_PAGES = 100;

/** Walks the pages of `method`: `requestPage` answers one page or says how it failed. */
export async function walkList(
  method: string,
  key: string,
  requestPage: (cursor: string | undefined) => Promise<{ result: unknown } | { error: string; code?: number }>,
  maxPages = CHECKUP_MAX_PAGES,
): Promise<MethodWalk> {
  return { method, ...(await walkPages(key, requestPage, maxPages)) };
}

/**
 * A list is paginated correctly when each page holds an array, every
 * cursor leads somewhere new, the walk ends, and no item comes back on a
 * later page. `identify` names an item (a tool's name, a resource's uri).
 * The verdict's text is the walk's findings, said one after the other.
 */
export function judgePagination(
  walk: MethodWalk,
  identify: (item: unknown) => string | undefined,
  revision?: string,
): Verdict {
  const { method, pages, failure } = walk;
  if (failure && failure.page === 1)
    return verdict(
      'not-applicable',
      `${method} failed, so it has no pages to follow (see the capability check): ${failure.message}`,
    );
  const [stop] = cursorFindings(walk, revision);
  const broken: Finding[] = [...pageFindings(walk, identify, revision), ...(stop?.severity === 'error' ? [stop] : [])];
  const items = pages.reduce((total, page) => total + (Array.isArray(page.items) ? page.items.length : 0), 0);
  const text = `${pages.length} page${pages.length === 1 ? '' : 's'} followed, ${items} item${items === 1 ? '' : 's'}`;
  if (broken.length) return verdict('fail', broken.map((finding) => finding.message).join('; '), text);
  if (stop) return verdict('warning', stop.message, text);
  if (pages.length === 1)
    return verdict('pass', `One page of ${items} item${items === 1 ? '' : 's'}, no nextCursor`, text);
  return verdict('pass', `${pages.length} pages followed to the end, ${items} items, none repeated`, text);
}
