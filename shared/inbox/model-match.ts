/**
 * Why a sampling request goes to the model it goes to, in words: the hint
 * that matched a configured model's id, or why none did. The hints are the
 * request's `modelPreferences.hints` names, in their order.
 */
export function modelMatchReason(hints: readonly string[], matchedHint: string | undefined, model: string): string {
  if (matchedHint !== undefined) return `the request's hint “${matchedHint}” matches the configured model ${model}`;
  const named = hints.filter((hint) => hint.trim() !== '');
  if (!named.length) return `the request names no model: the configured model ${model}`;
  return `no hint (${named.map((hint) => `“${hint}”`).join(', ')}) matches a configured model: the first configured, ${model}`;
}
