/**
 * Reads a configuration file the way the editors do: JSON with comments and
 * trailing commas (VS Code's mcp.json is JSONC). A snippet copied out of a
 * README (`"github": { … }`, without the outer braces) is read too.
 */
export function readConfigJson(text: string): { value: unknown } | { error: string } {
  const plain = stripJsonComments(text.replace(/^\uFEFF/, '')).trim();
  if (plain === '') return { error: 'The text is empty' };
  const first = tryParse(plain);
  if ('value' in first) return first;
  // `"name": { … }` or `"name": { … },` — an entry cut out of a larger file.
  if (plain.startsWith('"')) {
    const wrapped = tryParse(`{${plain.replace(/,\s*$/, '')}}`);
    if ('value' in wrapped) return wrapped;
  }
  return { error: `Not JSON: ${first.error}` };
}

function tryParse(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(removeTrailingCommas(text)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Drops `// …` and `/* … *\/` outside strings, keeping line breaks so positions in errors still match lines. */
export function stripJsonComments(text: string): string {
  return rewriteOutsideStrings(text, (i) => {
    if (text[i] !== '/') return undefined;
    if (text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      return { out: '', next: end === -1 ? text.length : end };
    }
    if (text[i + 1] !== '*') return undefined;
    const end = text.indexOf('*/', i + 2);
    const comment = text.slice(i, end === -1 ? text.length : end + 2);
    return { out: comment.replace(/[^\n]/g, ' '), next: i + comment.length };
  });
}

/** A comma followed (after white space) by `}` or `]`, outside strings. */
function removeTrailingCommas(text: string): string {
  return rewriteOutsideStrings(text, (i) => {
    if (text[i] !== ',') return undefined;
    let j = i + 1;
    while (j < text.length && /\s/.test(text[j]!)) j++;
    return text[j] === '}' || text[j] === ']' ? { out: '', next: i + 1 } : undefined;
  });
}

/**
 * Copies the text, strings untouched; at any other position `rewrite` may
 * replace what starts there (its output and where to go on), or leave the
 * character as it is (undefined).
 */
function rewriteOutsideStrings(
  text: string,
  rewrite: (i: number) => { out: string; next: number } | undefined,
): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"') {
      const end = stringEnd(text, i);
      out += text.slice(i, end);
      i = end;
      continue;
    }
    const replaced = rewrite(i);
    if (replaced) {
      out += replaced.out;
      i = replaced.next;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** The index just past the string that starts at `start` (an opening quote); the text's end when it is not closed. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '"') return i + 1;
    else i++;
  }
  return text.length;
}
