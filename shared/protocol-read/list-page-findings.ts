import { type Finding, mcpSource } from '../diagnose/finding.ts';
import { pointer } from '../lib/json-pointer.ts';
import { quoteList } from '../lib/quote-list.ts';
import type { ListPage, ListWalk } from './list-walk.ts';

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
      message: `page ${failure.page} failed with the cursor the server gave on page ${failure.page - 1}: ${
        failure.message
      }`,
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
