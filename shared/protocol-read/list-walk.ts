import { type Finding, mcpSource } from '../diagnose/finding.ts';
import { pointer } from '../lib/json-pointer.ts';
import { quoteList } from '../lib/quote-list.ts';

/**
 * The one walk over a paginated list (`tools/list`, `resources/list`, …):
 * the session gathers items with it, the checkup judges pagination with
 * it, and both say what went wrong as the same findings.
 */

/** One page as the server answered it. */
export interface ListPage {
  /** The cursor sent for this page (none for the first). */
  readonly cursor?: string;
  /** The member holding the items, as sent (should be an array). */
  readonly items: unknown;
  /** `nextCursor` as sent (absent on the last page). */
  readonly nextCursor: unknown;
}

/** Every page of one list, walked as a client would. */
export interface ListWalk {
  /** The member of each page that holds the items (`tools`, `resourceTemplates`). */
  readonly key: string;
  readonly pages: readonly ListPage[];
  /** The page that failed, counting from 1, and how. */
  readonly failure?: { readonly page: number; readonly message: string; readonly code?: number };
  /** Why the walk stopped although the server offered another cursor. */
  readonly stopped?: 'repeated-cursor' | 'max-pages' | 'bad-cursor';
}

/** One page asked for: its result, or how it failed. */
export type PageAnswer = { result: unknown } | { error: string; code?: number };

/** Walks the pages under `key`: `requestPage` answers one page (the first without a cursor) or says how it failed. */
export async function walkPages(
  key: string,
  requestPage: (cursor: string | undefined) => Promise<PageAnswer>,
  maxPages: number,
): Promise<ListWalk> {
  const pages: ListPage[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const answer = await requestPage(cursor);
    if ('error' in answer) {
      const code = answer.code !== undefined ? { code: answer.code } : {};
      return { key, pages, failure: { page: pages.length + 1, message: answer.error, ...code } };
    }
    const result = (typeof answer.result === 'object' && answer.result !== null ? answer.result : {}) as Record<
      string,
      unknown
    >;
    const nextCursor = result.nextCursor;
    pages.push({ ...(cursor !== undefined ? { cursor } : {}), items: result[key], nextCursor });
    if (nextCursor === undefined || nextCursor === null || nextCursor === '') return { key, pages };
    if (typeof nextCursor !== 'string') return { key, pages, stopped: 'bad-cursor' };
    if (seen.has(nextCursor) || nextCursor === cursor) return { key, pages, stopped: 'repeated-cursor' };
    if (pages.length >= maxPages) return { key, pages, stopped: 'max-pages' };
    seen.add(nextCursor);
    cursor = nextCursor;
  }
}

/** The items of every page, in order (one at a time: spreading a page of 200,000 items into push() overflows the stack). */
export function walkItems(walk: ListWalk): unknown[] {
  const items: unknown[] = [];
  for (const page of walk.pages) if (Array.isArray(page.items)) for (const item of page.items) items.push(item);
  return items;
}

/** Why the walk stopped before the server's last page, as a finding on the last page's `nextCursor`. */
export function cursorFindings(walk: ListWalk, revision?: string): Finding[] {
  const { pages } = walk;
  const next = JSON.stringify(pages.at(-1)?.nextCursor);
  const at = (rule: Finding['rule'], severity: Finding['severity'], message: string): Finding[] => [
    { rule, severity, pointer: pointer('result', 'nextCursor'), source: mcpSource(revision), message },
  ];
  switch (walk.stopped) {
    case 'bad-cursor':
      return at(
        'list-cursor-not-string',
        'error',
        `page ${pages.length} gave nextCursor ${next}, which is not a string`,
      );
    case 'repeated-cursor':
      return at(
        'list-cursor-repeated',
        'error',
        `page ${pages.length} gave nextCursor ${next} again: following the cursors would never end`,
      );
    case 'max-pages':
      return at(
        'list-page-limit',
        'warning',
        `Still offering a new cursor (${next}) after ${pages.length} pages; stopped following`,
      );
    default:
      return [];
  }
}

/**
 * What is wrong with the pages themselves: a later page that failed, a page
 * without an array of items, an item (named by `identify`) on two pages.
 */
export function pageFindings(
  walk: ListWalk,
  identify: (item: unknown) => string | undefined,
  revision?: string,
): Finding[] {
  const source = mcpSource(revision);
  const findings: Finding[] = [];
  const { failure, pages } = walk;
  if (failure && failure.page > 1)
    findings.push({
      rule: 'list-page-failed',
      severity: 'error',
      pointer: '',
      source,
      message: `page ${failure.page} failed with the cursor the server gave on page ${failure.page - 1}: ${failure.message}`,
    });
  pages.forEach((page, index) => {
    if (!Array.isArray(page.items))
      findings.push({
        rule: 'list-page-not-array',
        severity: 'error',
        pointer: pointer('result', walk.key),
        source,
        message: `page ${index + 1} holds no list of items (${JSON.stringify(page.items) ?? 'nothing'})`,
      });
  });
  const repeats = repeatedAcrossPages(pages, identify);
  if (repeats.length)
    findings.push({
      rule: 'list-item-repeated',
      severity: 'error',
      pointer: pointer('result', walk.key),
      source,
      message: `items came back on a later page: ${quoteList(repeats)}`,
    });
  return findings;
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
