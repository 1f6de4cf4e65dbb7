import { mergeFindings, type Finding } from '../diagnose/finding.ts';
import type { JsonRpcId } from '../jsonrpc/classify.ts';
import { cursorFindings, walkItems, walkPages } from '../protocol-read/list-walk.ts';
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
 * Walks every page of a list method and gathers the items under `key`,
 * with the walker the checkup uses. Stops on a repeated cursor or after
 * `maxPages` pages, and says so as a finding (so `--strict` sees a cursor
 * that loops) and in `problems`. Throws when a page fails, with the
 * server's message.
 */
export async function listAllPages<T>(
  requestPage: (params: { cursor: string } | undefined) => Promise<CallOutcome>,
  key: string,
  maxPages = MAX_LIST_PAGES,
): Promise<ListedItems<T>> {
  const problems: string[] = [];
  let findings: Finding[] = [];
  let lastRequestId: JsonRpcId | undefined;
  let page = 0;
  const walk = await walkPages(
    key,
    async (cursor) => {
      const outcome = await requestPage(cursor ? { cursor } : undefined);
      if (outcome.kind !== 'result') throw new Error(outcome.kind === 'error' ? outcome.message : 'Cancelled');
      page++;
      for (const problem of outcome.problems) problems.push(`page ${page}: ${problem}`);
      findings = mergeFindings(findings, outcome.findings);
      lastRequestId = outcome.requestId ?? lastRequestId;
      return { result: outcome.result ?? {} };
    },
    maxPages,
  );
  const stopped = cursorFindings(walk);
  for (const finding of stopped) problems.push(finding.message);
  return {
    items: walkItems(walk) as T[],
    problems,
    findings: mergeFindings(findings, stopped),
    pages: walk.pages.length,
    ...(lastRequestId !== undefined ? { lastRequestId } : {}),
  };
}
