/**
 * Past this size text is not checked (nor rendered) as Markdown: the large-text view keeps huge results cheap.
 * The same as LARGE_TEXT_CHARS, not imported, so format.ts stays in the first screen's chunk alone.
 */
export const MARKDOWN_MAX_CHARS = 100_000;

// Each alone says "Markdown": plain text rarely has them.
const strongSigns: readonly RegExp[] = [
  /^ {0,3}#{1,6}[ \t]+\S.*(?:\n[ \t]*(?:\n|(?![\s\S]))|(?![\s\S]))/m, // a heading with a blank line after it (or nothing)
  /\n[ \t]*\n {0,3}#{1,6}[ \t]+\S.*(?:\n(?! {0,3}#)|(?![\s\S]))/, // or before it, not a run of "# " comment lines
  /^ {0,3}(```|~~~)/m, // a fenced code block
  /\[[^\]\n]+\]\((?:https?:\/\/|mailto:|\/|#)[^)\s]*\)/, // a link
  /(^|[^\w*])\*\*[^*\n]*\S\*\*(?![\w*])/, // **bold**
  /^ {0,3}[-*+][ \t]+\S.*\n {0,3}[-*+][ \t]+\S/m, // two list items in a row
  /^ {0,3}\d{1,3}[.)][ \t]+\S.*\n {0,3}\d{1,3}[.)][ \t]+\S/m, // two numbered items in a row
];

// Weaker: two of them together (`code` and _emphasis_ in one text) make Markdown.
const weakSigns: readonly RegExp[] = [
  /^ {0,3}#{1,6}[ \t]+\S/m, // a heading line
  /`[^`\n]+`/, // inline code
  /(^|[\s(])_[^_\s][^_\n]*_(?=[\s).,;:!?]|$)/m, // _emphasis_
  /(^|[\s(])\*[^*\s][^*\n]*\*(?=[\s).,;:!?]|$)/m, // *emphasis*
  /^ {0,3}> \S/m, // a quote
];

// Source code is not Markdown though its comments start with "# ": a shebang,
// a line that starts like code, or lines that end like code (outside fenced blocks).
const codeSigns: readonly RegExp[] = [
  /^#!/,
  /^(?:import |from \S+ import |def |class \w+[:({ ]|function |const |let |var |#include|package |using |public |private |fn |func )/m,
  /^ {0,3}#[ \t].*\n {0,3}#[ \t].*\n {0,3}#[ \t]/m, // three "# " lines in a row
];
const fencedBlocks = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm;

function looksLikeCode(text: string): boolean {
  const outsideFences = text.replace(fencedBlocks, '');
  if (codeSigns.some((sign) => sign.test(outsideFences))) return true;
  const codeEnds = outsideFences.match(/[;{]$/gm)?.length ?? 0;
  if (codeEnds >= 3) return true;
  // A config file (YAML, INI, .env): mostly "key: value" or "key = value" lines, its comments starting with "#".
  const lines = outsideFences.split('\n').filter((line) => line.trim() !== '' && !/^\s*#/.test(line));
  const settings = lines.filter((line) => /^\s*[\w.-]+\s*[:=](?:\s|$)/.test(line)).length;
  return settings >= 3 && settings * 2 >= lines.length;
}

/**
 * Whether text reads as Markdown, decided conservatively so plain text stays
 * plain: a heading, fenced code, a link, bold or a list is enough; inline code
 * or emphasis only counts when two such signs are present. Text that looks
 * like source code (a file read by a tool) is never Markdown.
 */
export function looksLikeMarkdown(text: string): boolean {
  if (text.length === 0 || text.length > MARKDOWN_MAX_CHARS) return false;
  if (looksLikeCode(text)) return false;
  if (strongSigns.some((sign) => sign.test(text))) return true;
  return weakSigns.filter((sign) => sign.test(text)).length >= 2;
}
