/**
 * Above this share of words changed, a description is said to have changed
 * "enough that a model may choose differently": a model picks tools and fills
 * arguments from these words, and rewording a third of them is more than a
 * typo or a touch of style.
 */
export const DESCRIPTION_CHANGE_THRESHOLD = 0.3;

/**
 * The share of words that changed between two texts, from 0 (the same
 * words, in the same order) to 1: the word-level edit distance (words
 * inserted, deleted or replaced) over the longer text's word count. Words
 * are compared lower-cased with punctuation dropped, so a comma or a capital
 * letter changes nothing.
 */
export function wordChangeRatio(before: string, after: string): number {
  const a = words(before);
  const b = words(after);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  // A description of many thousand words would cost too much step by step: count words gained and lost instead.
  if (a.length * b.length > 4_000_000) return bagDistance(a, b) / longest;
  return editDistance(a, b) / longest;
}

/** Whether a description changed enough to count as risky; `undefined` stands for no description. */
export function describesDifferently(before: unknown, after: unknown): boolean {
  const a = typeof before === 'string' ? before : '';
  const b = typeof after === 'string' ? after : '';
  return wordChangeRatio(a, b) >= DESCRIPTION_CHANGE_THRESHOLD;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
}

/** Words in one text and not the other, counted with repeats; the larger side, as edits would need. */
function bagDistance(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let onlyB = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) counts.set(word, left - 1);
    else onlyB++;
  }
  let onlyA = 0;
  for (const left of counts.values()) onlyA += left;
  return Math.max(onlyA, onlyB);
}

/** Levenshtein distance over words, one row at a time (at most 4 M steps: longer texts go to bagDistance). */
function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replace));
    }
    previous = current;
  }
  return previous[b.length]!;
}
