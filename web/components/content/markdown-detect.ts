/**
 * Past this size text is not checked (nor rendered) as Markdown: the large-text view keeps huge results cheap.
 * The same as LARGE_TEXT_CHARS, not imported, so format.ts stays in the first screen's chunk alone.
 */
export const MARKDOWN_MAX_CHARS = 100_000;

// Each alone says "Markdown": plain text rarely has them.
const strongSigns: readonly RegExp[] = [
  /^ {0,3}#{1,6}[ \t]+\S/m, // a heading
  /^ {0,3}(```|~~~)/m, // a fenced code block
  /\[[^\]\n]+\]\((?:https?:\/\/|mailto:|\/|#)[^)\s]*\)/, // a link
  /(^|[^\w*])\*\*[^*\n]*\S\*\*(?![\w*])/, // **bold**
  /^ {0,3}[-*+][ \t]+\S.*\n {0,3}[-*+][ \t]+\S/m, // two list items in a row
  /^ {0,3}\d{1,3}[.)][ \t]+\S.*\n {0,3}\d{1,3}[.)][ \t]+\S/m, // two numbered items in a row
];

// Weaker: two of them together (`code` and _emphasis_ in one text) make Markdown.
const weakSigns: readonly RegExp[] = [
  /`[^`\n]+`/, // inline code
  /(^|[\s(])_[^_\s][^_\n]*_(?=[\s).,;:!?]|$)/m, // _emphasis_
  /(^|[\s(])\*[^*\s][^*\n]*\*(?=[\s).,;:!?]|$)/m, // *emphasis*
  /^ {0,3}> \S/m, // a quote
];

/**
 * Whether text reads as Markdown, decided conservatively so plain text stays
 * plain: a heading, fenced code, a link, bold or a list is enough; inline code
 * or emphasis only counts when two such signs are present.
 */
export function looksLikeMarkdown(text: string): boolean {
  if (text.length === 0 || text.length > MARKDOWN_MAX_CHARS) return false;
  if (strongSigns.some((sign) => sign.test(text))) return true;
  return weakSigns.filter((sign) => sign.test(text)).length >= 2;
}
