/**
 * `text` cut into blocks at line breaks, each block at least `least` characters (the last may be shorter). The
 * line break at a cut is left out: the boundary between two blocks shown one under the other is that break, so
 * the blocks read (and copy, as the page's innerText) exactly as the text. A cut depends only on the text before
 * it, so text streamed in later never moves an earlier cut: every block but the last stays the same string.
 */
export function textBlocks(text: string, least = 2000): string[] {
  const blocks: string[] = [];
  let start = 0;
  for (let cut = text.indexOf('\n', least); cut >= 0; cut = text.indexOf('\n', start + least)) {
    blocks.push(text.slice(start, cut));
    start = cut + 1;
  }
  blocks.push(text.slice(start));
  return blocks;
}
