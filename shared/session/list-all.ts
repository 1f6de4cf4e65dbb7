import { mergeFindings, type Finding } from '../diagnose/finding.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { CallOutcome } from './call-outcome.ts';

export interface ListedItems<T> {
  items: T[];
  problems: string[];
  /** Every page's findings (its frames', its result's), each kept once. */
  findings: Finding[];
  pages: number;
  /** The id of the last page's request. */
  lastRequestId?: JsonRpcId;
}

/** Far more pages than any real server needs; a server that never stops paging is stopped here. */
export const MAX_LIST_PAGES = 500;

/**
 * Walks every page of a list method and gathers the items under `key`.
 * Stops, and says why, on a repeated cursor or after `maxPages` pages.
 * Throws when a page fails, with the server's message.
 */
export async function listAllPages<T>(
  requestPage: (params: { cursor: string } | undefined) => Promise<CallOutcome>,
  key: string,
  maxPages = MAX_LIST_PAGES,
): Promise<ListedItems<T>> {
  const items: T[] = [];
  const problems: string[] = [];
  let findings: Finding[] = [];
  let lastRequestId: JsonRpcId | undefined;
  const seen = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    const outcome = await requestPage(cursor ? { cursor } : undefined);
    if (outcome.kind !== 'result') throw new Error(outcome.kind === 'error' ? outcome.message : 'Cancelled');
    pages++;
    const page = (outcome.result ?? {}) as Record<string, unknown>;
    for (const problem of outcome.problems) problems.push(`page ${pages}: ${problem}`);
    findings = mergeFindings(findings, outcome.findings);
    lastRequestId = outcome.requestId ?? lastRequestId;
    const pageItems = page[key];
    // One at a time: spreading a page of 200,000 items into push() overflows the stack.
    if (Array.isArray(pageItems)) for (const item of pageItems) items.push(item as T);
    cursor = typeof page.nextCursor === 'string' && page.nextCursor ? page.nextCursor : undefined;
    if (cursor && seen.has(cursor)) {
      problems.push(`page ${pages}: nextCursor "${cursor}" was already used; stopped to avoid a loop`);
      break;
    }
    if (cursor && pages >= maxPages) {
      problems.push(`stopped after ${maxPages} pages; the server still offered nextCursor "${cursor}"`);
      break;
    }
    if (cursor) seen.add(cursor);
  } while (cursor);
  return { items, problems, findings, pages, ...(lastRequestId !== undefined ? { lastRequestId } : {}) };
}
