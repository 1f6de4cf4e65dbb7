/** The member a display note is about: its first "quoted" name, or the result itself. */
function noteMember(note: string): string {
  return /"([^"]+)"/.exec(note)?.[1] ?? 'result';
}

/**
 * One list of what is wrong with a result, each thing once, so the count
 * shown is the count listed. A strict schema problem about a whole member
 * ("isError: expected boolean, received string") and the lenient reading's
 * note about the same member ('"isError" is not a boolean') say one thing:
 * the note, in plainer words, takes the problem's place. Problems deeper in
 * a member ("content[0]: …") stay, and notes about anything else follow.
 */
export function mergeProblems(problems: readonly string[], notes: readonly string[]): string[] {
  const merged: string[] = [];
  const used = new Set<string>();
  for (const problem of new Set(problems)) {
    const note = notes.find((candidate) => problem.startsWith(`${noteMember(candidate)}:`));
    if (note === undefined) merged.push(problem);
    else if (!used.has(note)) merged.push(note);
    if (note !== undefined) used.add(note);
  }
  for (const note of notes) {
    if (!used.has(note) && !merged.includes(note)) merged.push(note);
  }
  return merged;
}
