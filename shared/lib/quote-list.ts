/** A few values quoted for a sentence, and how many more: `"a", "b", "c" and 2 more`. */
export function quoteList(values: readonly string[], limit = 3): string {
  const shown = values.slice(0, limit).map((value) => JSON.stringify(value));
  return values.length > limit ? `${shown.join(', ')} and ${values.length - limit} more` : shown.join(', ');
}
