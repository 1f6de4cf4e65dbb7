/**
 * The text of each item of a JSON array exactly as it was written, so a
 * batch's items keep their own bytes in the log. Undefined when the text is
 * not a well-formed array of `count` items (a byte order mark, say): the
 * caller then writes the items out itself.
 */
export function batchItemTexts(raw: string, count: number): string[] | undefined {
  let i = skipSpace(raw, 0);
  if (raw.charCodeAt(i) !== 0x5b /* [ */) return undefined;
  i = skipSpace(raw, i + 1);
  const items: string[] = [];
  if (raw.charCodeAt(i) === 0x5d /* ] */) return count === 0 ? items : undefined;
  while (i < raw.length) {
    const start = i;
    const end = skipValue(raw, i);
    if (end === undefined) return undefined;
    items.push(raw.slice(start, end));
    i = skipSpace(raw, end);
    const next = raw.charCodeAt(i);
    if (next === 0x2c /* , */) {
      i = skipSpace(raw, i + 1);
      continue;
    }
    if (next === 0x5d /* ] */) return items.length === count ? items : undefined;
    return undefined;
  }
  return undefined;
}

function skipSpace(raw: string, i: number): number {
  while (i < raw.length) {
    const code = raw.charCodeAt(i);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) break;
    i++;
  }
  return i;
}

/** The index just past the JSON value that starts at `i`, or undefined when the text breaks off. */
function skipValue(raw: string, i: number): number | undefined {
  let depth = 0;
  while (i < raw.length) {
    const code = raw.charCodeAt(i);
    if (code === 0x22 /* " */) {
      i++;
      while (i < raw.length && raw.charCodeAt(i) !== 0x22) i += raw.charCodeAt(i) === 0x5c /* \ */ ? 2 : 1;
      if (i >= raw.length) return undefined;
      i++;
      if (depth === 0) return i;
      continue;
    }
    if (code === 0x7b || code === 0x5b) depth++;
    else if (code === 0x7d || code === 0x5d) {
      if (depth === 0) return i;
      depth--;
      if (depth === 0) return i + 1;
    } else if (depth === 0 && (code === 0x2c || code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d))
      return i;
    i++;
  }
  return depth === 0 ? i : undefined;
}
