import type { Finding } from '../diagnose/finding.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import { listAllPages, type ListedItems } from '../session/list-all.ts';
import { listingPageFindings, readSkillEntries, type SkillEntry } from '../skills/skill-entry.ts';
import { skillFinding } from '../skills/skill-finding.ts';

export interface SkillsListing extends ListedItems<unknown> {
  entries: SkillEntry[];
  /** What each page breaks beyond its entries (`skill-listing-page`), naming the page; also in `resultFindings`. */
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
    resultFindings: [...listed.resultFindings, ...pageFindings],
  };
}

/** Each entry's own findings, their message named by its uri (or its place), for a reader without the Skills tab. */
export function entryFindings(entries: readonly SkillEntry[]): Finding[] {
  return entries.flatMap((entry, index) => {
    const named = entry.uri || `skills[${index}]`;
    return [
      ...entry.findings.map((finding) => ({ ...finding, message: `${named}: ${finding.message}` })),
      ...(entry.sameName.length
        ? [
            skillFinding(
              'skill-name-shared',
              `/result/skills/${index}`,
              `${named}: another skill has the name ${JSON.stringify(entry.name)} (${entry.sameName.join(', ')}); names are labels, not identities`,
            ),
          ]
        : []),
    ];
  });
}
