import type { Finding } from '../diagnose/finding.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import { listAllPages, type ListedItems } from '../session/list-all.ts';
import { listingPageFindings, readSkillEntries, type SkillEntry } from '../skills/skill-entry.ts';

export interface SkillsListing extends ListedItems<unknown> {
  entries: SkillEntry[];
  /** What each page breaks beyond its entries (`skill-listing-page`), naming the page; also in `problems`. */
  pageFindings: Finding[];
}

/**
 * Every page of `skills/list`, each judged as it comes (the gathered items
 * no longer say what a page lacked), and its entries read leniently: the
 * page's Skills tab and `mcp-loupe --cli --method skills/list` alike.
 * Throws when a page fails, with the server's message.
 */
export async function listSkills(
  request: (params: { cursor: string } | undefined) => Promise<CallOutcome>,
  revision: string | undefined,
): Promise<SkillsListing> {
  const pageFindings: Finding[] = [];
  let page = 0;
  const listed = await listAllPages<unknown>(async (params) => {
    const outcome = await request(params);
    page++;
    if (outcome.kind === 'result')
      pageFindings.push(
        ...listingPageFindings(outcome.result, revision).map((finding) => ({
          ...finding,
          message: `page ${page}: ${finding.message}`,
        })),
      );
    return outcome;
  }, 'skills');
  return {
    ...listed,
    entries: readSkillEntries(listed.items),
    pageFindings,
    problems: [...listed.problems, ...pageFindings.map((finding) => finding.message)],
  };
}

/** The text of each entry's own findings, named by its uri (or its place), for a reader without the Skills tab. */
export function entryProblems(entries: readonly SkillEntry[]): string[] {
  return entries.flatMap((entry, index) => [
    ...entry.findings.map((finding) => `${entry.uri || `skills[${index}]`}: ${finding.message}`),
    ...(entry.sameName.length
      ? [
          `${entry.uri || `skills[${index}]`}: another skill has the name ${JSON.stringify(entry.name)} (${entry.sameName.join(', ')}); names are labels, not identities`,
        ]
      : []),
  ]);
}
