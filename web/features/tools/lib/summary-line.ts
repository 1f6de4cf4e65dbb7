/**
 * A description as one line of text for the tool list: Markdown's marks
 * (heading hashes, bold, code ticks, list bullets, link targets) taken out,
 * so "# Search\n**Finds** [items](https://…)" reads "Search Finds items".
 */
export function summaryLine(description: string): string {
  return description
    .replace(/!?\[([^\]\n]*)\]\([^)\s]*\)/g, '$1')
    .replace(/^ {0,3}(#{1,6}|[-*+]|>)[ \t]+/gm, '')
    .replace(/^ {0,3}(```|~~~).*$/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
