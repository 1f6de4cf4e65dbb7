import { flags, mergeFindings, type Finding } from '../diagnose/finding.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import { cursorFindings, walkItems, walkPages } from '../protocol-read/list-walk.ts';
// Only the type: call-outcome.ts's helpers would bring their chunk into the first screen.
import type { CallOutcome } from './call-outcome.ts';

export interface ListedItems<T> {
  items: T[];
  /**
   * What is wrong with the list itself, for the line above it: each page's
   * flagged result findings (their message names the page) and how the
   * walk stopped (a cursor that loops, the page limit).
   */
  resultFindings: Finding[];
  /** Every page's findings (its frames', its result's), each kept once. */
  findings: Finding[];
  pages: number;
  /** The id of the last page's request. */
  lastRequestId?: JsonRpcId;
}

/** Far more pages than any real server needs; a server that never stops paging is stopped here. */
export const MAX_LIST_PAGES = 500;

/**
 * Walks every page of a list method and gathers the items under `key`,
 * with the walker the checkup uses. Stops on a repeated cursor or after
 * `maxPages` pages, and says so as a finding (so `--strict` sees a cursor
 * that loops). Throws when a page fails, with the server's message.
 */
export async function listAllPages<T>(
  requestPage: (params: { cursor: string } | undefined) => Promise<CallOutcome>,
  key: string,
  maxPages = MAX_LIST_PAGES,
): Promise<ListedItems<T>> {
  const resultFindings: Finding[] = [];
  let findings: Finding[] = [];
  let lastRequestId: JsonRpcId | undefined;
  let page = 0;
  const walk = await walkPages(
    key,
    async (cursor) => {
      const outcome = await requestPage(cursor ? { cursor } : undefined);
      if (outcome.kind !== 'result') throw new Error(outcome.kind === 'error' ? outcome.message : 'Cancelled');
      page++;
      for (const finding of (outcome.resultFindings ?? []).filter(flags))
        resultFindings.push({ ...finding, message: `page ${page}: ${finding.message}` });
      findings = mergeFindings(findings, outcome.findings);
      lastRequestId = outcome.requestId ?? lastRequestId;
      return { result: outcome.result ?? {} };
    },
    maxPages,
  );
  const stopped = cursorFindings(walk);
  return {
    items: walkItems(walk) as T[],
    resultFindings: [...resultFindings, ...stopped],
    findings: mergeFindings(findings, stopped),
    pages: walk.pages.length,
    ...(lastRequestId !== undefined ? { lastRequestId } : {}),
  };
}
