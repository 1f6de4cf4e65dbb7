import type { Finding } from '../diagnose/finding.ts';

/** The same finding, wherever it was copied: one rule, one place, one sentence. */
export function sameFinding(a: Finding, b: Finding): boolean {
  return a.rule === b.rule && a.pointer === b.pointer && a.message === b.message;
}

/**
 * One list of what is wrong with a result, each thing once, so the count
 * shown is the count listed. A strict schema finding about a place
 * (`/result/isError`: "expected boolean, received string") and the display
 * reader's finding at the same place ('"isError" is not a boolean') say one
 * thing: the reader's, in plainer words, takes the strict one's place.
 * Strict findings deeper in (`/result/content/0`) stay, and the reader's
 * findings about anywhere else follow.
 */
export function mergeResultFindings(strict: readonly Finding[], reading: readonly Finding[]): Finding[] {
  const merged: Finding[] = [];
  const used = new Set<Finding>();
  for (const finding of strict) {
    if (merged.some((kept) => sameFinding(kept, finding))) continue;
    const plainer = reading.find((candidate) => candidate.pointer === finding.pointer);
    if (plainer === undefined) merged.push(finding);
    else if (!used.has(plainer)) {
      merged.push(plainer);
      used.add(plainer);
    }
  }
  for (const finding of reading) {
    if (!used.has(finding) && !merged.some((kept) => sameFinding(kept, finding))) merged.push(finding);
  }
  return merged;
}
