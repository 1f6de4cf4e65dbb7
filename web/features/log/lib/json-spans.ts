/**
 * JSON read where it lies: a value is a span of the text, and a container's
 * members are found by scanning only that span, when someone opens it. A
 * 20 MB frame is never parsed whole to show its first level; strings are
 * skipped with indexOf, not walked character by character. The text is
 * taken to be JSON already (the log classified it); what does not scan
 * throws a SyntaxError.
 */

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface JsonSpan {
  readonly type: JsonType;
  /** [start, end) in the text. */
  readonly start: number;
  readonly end: number;
}

export interface JsonMember {
  /** An object member's name, or an array item's index. */
  readonly key: string | number;
  readonly span: JsonSpan;
}

/** Where a page of members continues: after the separator that follows the last member read. */
export interface MemberCursor {
  readonly pos: number;
  readonly index: number;
}

const QUOTE = 34;
const BACKSLASH = 92;

/** The whole text as one value, or a SyntaxError when it is not one. */
export function rootSpan(text: string): JsonSpan {
  const span = scanValue(text, skipSpace(text, 0));
  if (skipSpace(text, span.end) !== text.length)
    throw new SyntaxError(`Unexpected text after the JSON value at ${span.end}`);
  return span;
}

/** Up to `limit` members of a container, from `cursor` (the first when absent); `next` when more follow. */
export function membersPage(
  text: string,
  span: JsonSpan,
  cursor: MemberCursor | undefined,
  limit: number,
): { members: JsonMember[]; next?: MemberCursor } {
  if (span.type !== 'object' && span.type !== 'array') return { members: [] };
  const close = span.type === 'object' ? '}' : ']';
  const members: JsonMember[] = [];
  let pos = skipSpace(text, cursor?.pos ?? span.start + 1);
  let index = cursor?.index ?? 0;
  if (index === 0 && text[pos] === close) return { members };
  while (members.length < limit) {
    let key: string | number = index;
    if (span.type === 'object') {
      if (text.charCodeAt(pos) !== QUOTE) throw new SyntaxError(`Expected a member name at ${pos}`);
      const keyEnd = skipString(text, pos);
      key = JSON.parse(text.slice(pos, keyEnd)) as string;
      pos = skipSpace(text, keyEnd);
      if (text[pos] !== ':') throw new SyntaxError(`Expected ":" at ${pos}`);
      pos = skipSpace(text, pos + 1);
    }
    const value = scanValue(text, pos);
    members.push({ key, span: value });
    index++;
    pos = skipSpace(text, value.end);
    if (text[pos] === close) return { members };
    if (text[pos] !== ',') throw new SyntaxError(`Expected "," or "${close}" at ${pos}`);
    pos = skipSpace(text, pos + 1);
  }
  return { members, next: { pos, index } };
}

/** How many members a container holds, in one pass over its span and nothing allocated per member. */
export function countMembers(text: string, span: JsonSpan): number {
  if (span.type !== 'object' && span.type !== 'array') return 0;
  let depth = 0;
  let commas = 0;
  let any = false;
  for (let pos = span.start + 1; pos < span.end - 1; pos++) {
    const code = text.charCodeAt(pos);
    if (code === QUOTE) {
      pos = skipString(text, pos) - 1;
      any = true;
    } else if (code === 123 || code === 91) {
      depth++;
      any = true;
    } else if (code === 125 || code === 93) depth--;
    else if (code === 44 && depth === 0) commas++;
    else if (code > 32) any = true;
  }
  return any ? commas + 1 : 0;
}

/** The member of a container named by `key` (a pointer's token), or undefined. */
export function findMember(text: string, span: JsonSpan, key: string): JsonSpan | undefined {
  if (span.type === 'array' && !/^(0|[1-9]\d*)$/.test(key)) return undefined;
  const wanted = span.type === 'array' ? Number(key) : key;
  let cursor: MemberCursor | undefined;
  do {
    const page = membersPage(text, span, cursor, 500);
    const found = page.members.find((member) => member.key === wanted);
    if (found) return found.span;
    cursor = page.next;
  } while (cursor);
  return undefined;
}

/** The tokens of an RFC 6901 pointer: `/a~1b/0` is `a/b`, `0`. */
export function pointerTokens(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** A child's pointer. */
export function childPointer(parent: string, key: string | number): string {
  return `${parent}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/**
 * The pointers from the root to what `pointer` names, as far as the text
 * has them: `found` is false when a step is missing (the last pointer is
 * then the nearest node that exists).
 */
export function resolvePointer(text: string, pointer: string): { pointers: string[]; found: boolean } {
  let span = rootSpan(text);
  let at = '';
  const pointers = [at];
  for (const token of pointerTokens(pointer)) {
    const next = findMember(text, span, token);
    if (!next) return { pointers, found: false };
    span = next;
    at = childPointer(at, token);
    pointers.push(at);
  }
  return { pointers, found: true };
}

/**
 * A scalar as a person reads it: strings decoded, at most `maxChars` of them
 * (a 20 MB string is cut before it is decoded), numbers and literals as written.
 */
export function scalarText(text: string, span: JsonSpan, maxChars = 300): { text: string; cut: boolean } {
  if (span.type !== 'string') return { text: text.slice(span.start, span.end), cut: false };
  // Each character takes at most six in the text (\uXXXX).
  if (span.end - span.start <= maxChars + 2)
    return { text: JSON.parse(text.slice(span.start, span.end)) as string, cut: false };
  const piece = text.slice(span.start, span.start + 1 + maxChars);
  // Cut where no escape is left open: back off up to the length of one.
  for (let drop = 0; drop <= 6; drop++) {
    try {
      const decoded = JSON.parse(`${piece.slice(0, piece.length - drop)}"`) as string;
      return { text: decoded.slice(0, maxChars), cut: true };
    } catch {
      // An escape was cut in two: one character less.
    }
  }
  return { text: '', cut: true };
}

/** The whole string a span holds, decoded (for "show all"). */
export function stringValue(text: string, span: JsonSpan): string {
  return JSON.parse(text.slice(span.start, span.end)) as string;
}

function scanValue(text: string, pos: number): JsonSpan {
  const char = text[pos];
  switch (char) {
    case '{':
      return { type: 'object', start: pos, end: skipContainer(text, pos) };
    case '[':
      return { type: 'array', start: pos, end: skipContainer(text, pos) };
    case '"':
      return { type: 'string', start: pos, end: skipString(text, pos) };
    case 't':
      return literal(text, pos, 'true', 'boolean');
    case 'f':
      return literal(text, pos, 'false', 'boolean');
    case 'n':
      return literal(text, pos, 'null', 'null');
    default: {
      const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
      match.lastIndex = pos;
      if (!match.test(text))
        throw new SyntaxError(`Unexpected ${char === undefined ? 'end of text' : JSON.stringify(char)} at ${pos}`);
      return { type: 'number', start: pos, end: match.lastIndex };
    }
  }
}

function literal(text: string, pos: number, word: string, type: JsonType): JsonSpan {
  if (!text.startsWith(word, pos)) throw new SyntaxError(`Unexpected text at ${pos}`);
  return { type, start: pos, end: pos + word.length };
}

/** Past the closing quote of the string opening at `pos`. */
function skipString(text: string, pos: number): number {
  let from = pos + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) throw new SyntaxError(`Unterminated string at ${pos}`);
    let backslashes = 0;
    for (let at = quote - 1; text.charCodeAt(at) === BACKSLASH; at--) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Past the bracket that closes the container opening at `pos`. */
function skipContainer(text: string, pos: number): number {
  let depth = 0;
  for (let at = pos; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) at = skipString(text, at) - 1;
    else if (code === 123 || code === 91) depth++;
    else if (code === 125 || code === 93) {
      depth--;
      if (depth === 0) return at + 1;
    }
  }
  throw new SyntaxError(`Unterminated ${text[pos] === '{' ? 'object' : 'array'} at ${pos}`);
}

function skipSpace(text: string, pos: number): number {
  let at = pos;
  for (;;) {
    const code = text.charCodeAt(at);
    if (code === 32 || code === 10 || code === 13 || code === 9) at++;
    else return at;
  }
}
