/**
 * The YAML a SKILL.md's front matter is written in, as far as skills use it:
 * block mappings and sequences by indentation, plain, single- and
 * double-quoted scalars (plain ones may run on over more-indented lines),
 * literal and folded block scalars (`|`, `>`, with chomping), flow
 * sequences and mappings of scalars, comments. Scalars resolve as YAML 1.2's
 * core schema does (null, booleans, integers, floats, else strings).
 *
 * What it does not take (anchors, aliases, tags, complex keys, directives,
 * tabs for indentation, duplicate keys, nested flow collections) is refused
 * with the line it is on, never guessed at. Keys such as `__proto__` become
 * own properties, as JSON.parse makes them.
 */

export type YamlValue = null | boolean | number | string | YamlValue[] | { [key: string]: YamlValue };

/** Text read, but not as strict YAML reads it: on which line (1-based, in the text given), and how. */
export interface YamlWarning {
  line: number;
  message: string;
}

export type YamlReading =
  | { ok: true; value: YamlValue; warnings: YamlWarning[] }
  | { ok: false; error: string; line: number };

interface Line {
  /** 1-based, in the text given. */
  number: number;
  indent: number;
  /** The line less its indentation; comment-only and blank lines are not kept. */
  content: string;
}

class YamlError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

const MAX_DEPTH = 64;

export function parseYamlSubset(text: string): YamlReading {
  const warnings: YamlWarning[] = [];
  try {
    const parser = new Parser(text, warnings);
    return { ok: true, value: parser.document(), warnings };
  } catch (error) {
    if (error instanceof YamlError) return { ok: false, error: error.message, line: error.line };
    throw error;
  }
}

class Parser {
  readonly #raw: string[];
  readonly #lines: Line[] = [];
  readonly warnings: YamlWarning[];
  #at = 0;

  constructor(text: string, warnings: YamlWarning[]) {
    this.warnings = warnings;
    this.#raw = text.split(/\r?\n/);
    this.#raw.forEach((raw, index) => {
      const number = index + 1;
      const indentation = /^[ \t]*/.exec(raw)![0];
      const content = raw.slice(indentation.length);
      if (content === '' || content.startsWith('#')) return;
      if (indentation.includes('\t'))
        throw new YamlError('a tab in indentation (YAML indents with spaces only)', number);
      if (indentation.length === 0 && /^(%|---|\.\.\.)(\s|$)/.test(content))
        throw new YamlError(`a document marker or directive (${content.slice(0, 3)}) inside the front matter`, number);
      this.#lines.push({ number, indent: indentation.length, content });
    });
  }

  document(): YamlValue {
    if (this.#lines.length === 0) return null;
    const first = this.#lines[0]!;
    const value = this.#node(first.indent, 0);
    const rest = this.#lines[this.#at];
    if (rest)
      throw new YamlError(
        rest.indent < first.indent
          ? 'less indented than the first line'
          : 'more after the document ended (check the indentation)',
        rest.number,
      );
    return value;
  }

  /** The node starting at the current line, which is at `indent`. */
  #node(indent: number, depth: number): YamlValue {
    if (depth > MAX_DEPTH) throw new YamlError(`nested more than ${MAX_DEPTH} deep`, this.#current().number);
    const line = this.#current();
    if (isSequenceItem(line.content)) return this.#sequence(indent, depth);
    if (splitKey(line.content, line.number)) return this.#mapping(indent, depth);
    // A scalar on lines of its own (a plain one over several lines, or a quoted one).
    this.#at++;
    return this.#inlineValue(line.content, line, indent - 1);
  }

  #current(): Line {
    return this.#lines[this.#at]!;
  }

  #mapping(indent: number, depth: number): { [key: string]: YamlValue } {
    const map: { [key: string]: YamlValue } = {};
    const seen = new Set<string>();
    for (let line = this.#lines[this.#at]; line && line.indent === indent; line = this.#lines[this.#at]) {
      const split = splitKey(line.content, line.number);
      if (!split)
        throw new YamlError(
          isSequenceItem(line.content)
            ? 'a list item where a key was expected'
            : `not a "key: value" line: ${clip(line.content)}`,
          line.number,
        );
      const { key, rest } = split;
      if (seen.has(key)) throw new YamlError(`the key ${JSON.stringify(key)} appears twice`, line.number);
      seen.add(key);
      this.#at++;
      setOwn(map, key, this.#value(rest, line, indent, depth));
    }
    const next = this.#lines[this.#at];
    if (next && next.indent > indent)
      throw new YamlError('more indented than the keys before it, with no key to belong to', next.number);
    return map;
  }

  #sequence(indent: number, depth: number): YamlValue[] {
    const items: YamlValue[] = [];
    for (
      let line = this.#lines[this.#at];
      line && line.indent === indent && isSequenceItem(line.content);
      line = this.#lines[this.#at]
    ) {
      const rest = line.content.slice(1);
      const gap = /^ */.exec(rest)![0].length;
      const inner = rest.slice(gap);
      if (inner === '' || inner.startsWith('#')) {
        this.#at++;
        const next = this.#lines[this.#at];
        items.push(next && next.indent > indent ? this.#node(next.indent, depth + 1) : null);
        continue;
      }
      // "- key: value" or "- - x": the item is a node whose first line starts after the dash.
      if (isSequenceItem(inner) || splitKey(inner, line.number)) {
        this.#lines[this.#at] = { number: line.number, indent: indent + 1 + gap, content: inner };
        items.push(this.#node(indent + 1 + gap, depth + 1));
        continue;
      }
      this.#at++;
      items.push(this.#value(inner, line, indent, depth));
    }
    return items;
  }

  /** What follows `key:` on its line (`rest`), and the lines under it. */
  #value(rest: string, line: Line, indent: number, depth: number): YamlValue {
    const text = stripComment(rest);
    if (text === '') {
      const next = this.#lines[this.#at];
      if (next && next.indent > indent) return this.#node(next.indent, depth + 1);
      // A list may sit at its key's own indentation.
      if (next && next.indent === indent && isSequenceItem(next.content)) return this.#sequence(indent, depth + 1);
      return null;
    }
    if (text.startsWith('|') || text.startsWith('>')) return this.#blockScalar(text, line, indent);
    return this.#inlineValue(rest, line, indent);
  }

  /** A scalar or a flow collection starting on `line`; a plain scalar takes the more-indented lines after it. */
  #inlineValue(rest: string, line: Line, indent: number): YamlValue {
    const first = rest.trimStart();
    refuseUnsupported(first, line.number);
    if (first.startsWith('"') || first.startsWith("'")) {
      const { value, end } = first.startsWith('"')
        ? doubleQuoted(first, line.number)
        : singleQuoted(first, line.number);
      const after = stripComment(first.slice(end));
      if (after !== '') throw new YamlError(`text after the closing quote: ${clip(after)}`, line.number);
      return value;
    }
    if (first.startsWith('[') || first.startsWith('{')) return flow(stripComment(first), line.number);
    let text = stripComment(first);
    // A plain scalar runs on over the lines indented deeper than its key, folded: a line break is a space, a blank line a newline.
    for (let next = this.#lines[this.#at]; next && next.indent > indent; next = this.#lines[this.#at]) {
      if (this.#hasCommentBetween(line.number, next.number))
        throw new YamlError('a comment inside a plain value that runs over several lines', next.number);
      const blank = this.#blankLinesBetween(line.number, next.number);
      text += blank > 0 ? '\n'.repeat(blank) : ' ';
      text += stripComment(next.content);
      line = next;
      this.#at++;
    }
    if (/:\s/.test(text) || text.endsWith(':'))
      this.warnings.push({
        line: line.number,
        message: `a plain value holding ": " is not valid YAML; read as the text ${JSON.stringify(clip(text))} (quote it)`,
      });
    return resolvePlain(text);
  }

  #blankLinesBetween(from: number, to: number): number {
    let blank = 0;
    for (let number = from + 1; number < to; number++) if (this.#raw[number - 1]!.trim() === '') blank++;
    return blank;
  }

  #hasCommentBetween(from: number, to: number): boolean {
    for (let number = from + 1; number < to; number++) if (this.#raw[number - 1]!.trim().startsWith('#')) return true;
    return false;
  }

  /** `|` or `>` with its chomping (`-`, `+`) and indentation indicator; its lines are the raw ones indented deeper than `indent`. */
  #blockScalar(header: string, line: Line, indent: number): string {
    const match = /^([|>])([-+]?)([1-9]?)([-+]?)$/.exec(header);
    if (!match || (match[2] && match[4]))
      throw new YamlError(`a block scalar header YAML does not have: ${clip(header)}`, line.number);
    const literal = match[1] === '|';
    const chomp = match[2] || match[4];
    const lines: string[] = [];
    let contentIndent = match[3] ? indent + Number(match[3]) : undefined;
    let number = line.number + 1;
    for (; number <= this.#raw.length; number++) {
      const raw = this.#raw[number - 1]!;
      const leading = /^ */.exec(raw)![0].length;
      if (raw.trim() === '') {
        lines.push('');
        continue;
      }
      if (leading <= indent) break;
      contentIndent ??= leading;
      if (leading < contentIndent) throw new YamlError('a block scalar line indented less than its first line', number);
      lines.push(raw.slice(contentIndent));
    }
    // Skip the parsed lines in the line list: everything before `number`.
    while (this.#lines[this.#at] && this.#lines[this.#at]!.number < number) this.#at++;
    let trailing = 0;
    while (lines.length && lines.at(-1) === '') {
      lines.pop();
      trailing++;
    }
    let text = literal ? lines.join('\n') : fold(lines);
    if (lines.length === 0) return chomp === '+' ? '\n'.repeat(trailing) : '';
    if (chomp === '+') text += '\n'.repeat(trailing + 1);
    else if (chomp !== '-') text += '\n';
    return text;
  }
}

function fold(lines: readonly string[]): string {
  let text = '';
  let blank = 0;
  let previous: string | undefined;
  for (const line of lines) {
    if (line === '') {
      blank++;
      continue;
    }
    if (previous === undefined) text += '\n'.repeat(blank);
    else {
      const bothPlain = !/^\s/.test(previous) && !/^\s/.test(line);
      if (blank > 0) text += '\n'.repeat(bothPlain ? blank : blank + 1);
      else text += bothPlain ? ' ' : '\n';
    }
    text += line;
    previous = line;
    blank = 0;
  }
  return text;
}

function isSequenceItem(content: string): boolean {
  return content === '-' || content.startsWith('- ');
}

/** `key: rest` (the key plain or quoted), or undefined when the line is not a mapping entry. */
function splitKey(content: string, number: number): { key: string; rest: string } | undefined {
  if (isSequenceItem(content)) return undefined;
  if (content.startsWith('"') || content.startsWith("'")) {
    let quoted: { value: string; end: number };
    try {
      quoted = content.startsWith('"') ? doubleQuoted(content, number) : singleQuoted(content, number);
    } catch {
      return undefined;
    }
    const after = /^ *:(?: +|$)/.exec(content.slice(quoted.end));
    return after ? { key: quoted.value, rest: content.slice(quoted.end + after[0].length) } : undefined;
  }
  if (content.startsWith('? ') || content === '?')
    throw new YamlError('a complex key ("? "), which skills never need', number);
  if (/^[[{]/.test(content)) return undefined;
  for (let index = 0; index < content.length; index++) {
    const char = content[index];
    if (char === '#' && index > 0 && /\s/.test(content[index - 1]!)) return undefined;
    if (char === ':' && (index + 1 === content.length || content[index + 1] === ' ')) {
      const key = content.slice(0, index).trimEnd();
      if (key === '') return undefined;
      refuseUnsupported(key, number);
      return { key, rest: content.slice(index + 1).trimStart() };
    }
  }
  return undefined;
}

function refuseUnsupported(text: string, number: number): void {
  const first = text[0];
  if (first === '&') throw new YamlError('an anchor (&), which this reader does not follow', number);
  if (first === '*') throw new YamlError('an alias (*), which this reader does not follow', number);
  if (first === '!') throw new YamlError('a tag (!), which this reader does not take', number);
  if (first === '@' || first === '`') throw new YamlError(`a plain value may not start with ${first}`, number);
}

/** The text before a comment: `#` at the start or after whitespace. */
function stripComment(text: string): string {
  const match = /(^|\s)#/.exec(text);
  return (match ? text.slice(0, match.index) : text).trim();
}

function doubleQuoted(text: string, number: number): { value: string; end: number } {
  let value = '';
  for (let index = 1; index < text.length; index++) {
    const char = text[index]!;
    if (char === '"') return { value, end: index + 1 };
    if (char !== '\\') {
      value += char;
      continue;
    }
    const escape = text[++index];
    const simple: Record<string, string> = {
      '0': '\0',
      a: '\x07',
      b: '\b',
      t: '\t',
      '\t': '\t',
      n: '\n',
      v: '\v',
      f: '\f',
      r: '\r',
      e: '\x1b',
      ' ': ' ',
      '"': '"',
      '/': '/',
      '\\': '\\',
      N: '\x85',
      _: '\xa0',
      L: '\u2028',
      P: '\u2029',
    };
    if (escape !== undefined && escape in simple) {
      value += simple[escape];
      continue;
    }
    const width = escape === 'x' ? 2 : escape === 'u' ? 4 : escape === 'U' ? 8 : 0;
    const hex = text.slice(index + 1, index + 1 + width);
    if (!width || !/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width)
      throw new YamlError(`an escape YAML does not have: \\${escape ?? ''}`, number);
    const code = Number.parseInt(hex, 16);
    if (code > 0x10ffff) throw new YamlError(`an escape beyond Unicode: \\${escape}${hex}`, number);
    value += String.fromCodePoint(code);
    index += width;
  }
  throw new YamlError(
    'a double-quoted string that does not end on its line (this reader takes quoted strings on one line)',
    number,
  );
}

function singleQuoted(text: string, number: number): { value: string; end: number } {
  let value = '';
  for (let index = 1; index < text.length; index++) {
    const char = text[index]!;
    if (char !== "'") {
      value += char;
      continue;
    }
    if (text[index + 1] === "'") {
      value += "'";
      index++;
      continue;
    }
    return { value, end: index + 1 };
  }
  throw new YamlError(
    'a single-quoted string that does not end on its line (this reader takes quoted strings on one line)',
    number,
  );
}

/** `[a, "b"]` or `{k: v}`: one level, of scalars. */
function flow(text: string, number: number): YamlValue {
  const open = text[0]!;
  const close = open === '[' ? ']' : '}';
  if (!text.endsWith(close))
    throw new YamlError(`a flow ${open === '[' ? 'sequence' : 'mapping'} that does not end on its line`, number);
  const inner = text.slice(1, -1).trim();
  const parts = inner === '' ? [] : splitFlow(inner, number);
  if (parts.length && parts.at(-1) === '') parts.pop(); // a trailing comma
  if (open === '[') return parts.map((part) => flowScalar(part, number));
  const map: { [key: string]: YamlValue } = {};
  for (const part of parts) {
    const split = splitKey(part, number);
    if (!split) throw new YamlError(`a flow mapping entry that is not "key: value": ${clip(part)}`, number);
    if (Object.hasOwn(map, split.key))
      throw new YamlError(`the key ${JSON.stringify(split.key)} appears twice`, number);
    setOwn(map, split.key, split.rest === '' ? null : flowScalar(split.rest, number));
  }
  return map;
}

function splitFlow(inner: string, number: number): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < inner.length; index++) {
    const char = inner[index]!;
    if (char === '"' || char === "'") {
      index +=
        (char === '"' ? doubleQuoted(inner.slice(index), number) : singleQuoted(inner.slice(index), number)).end - 1;
    } else if (char === '[' || char === '{') {
      throw new YamlError('a flow collection inside another, which this reader does not take', number);
    } else if (char === ',') {
      parts.push(inner.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(inner.slice(start).trim());
  if (parts.slice(0, -1).some((part) => part === ''))
    throw new YamlError('an empty entry in a flow collection', number);
  return parts;
}

function flowScalar(text: string, number: number): YamlValue {
  refuseUnsupported(text, number);
  if (text.startsWith('"') || text.startsWith("'")) {
    const { value, end } = text.startsWith('"') ? doubleQuoted(text, number) : singleQuoted(text, number);
    if (text.slice(end).trim() !== '')
      throw new YamlError(`text after the closing quote: ${clip(text.slice(end))}`, number);
    return value;
  }
  return resolvePlain(text);
}

/** YAML 1.2's core schema. */
export function resolvePlain(text: string): YamlValue {
  if (/^(null|Null|NULL|~|)$/.test(text)) return null;
  if (/^(true|True|TRUE)$/.test(text)) return true;
  if (/^(false|False|FALSE)$/.test(text)) return false;
  if (/^[-+]?[0-9]+$/.test(text)) return Number(text);
  if (/^0o[0-7]+$/.test(text)) return Number.parseInt(text.slice(2), 8);
  if (/^0x[0-9a-fA-F]+$/.test(text)) return Number.parseInt(text.slice(2), 16);
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(text)) return Number(text);
  if (/^[-+]?\.(inf|Inf|INF)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^\.(nan|NaN|NAN)$/.test(text)) return Number.NaN;
  return text;
}

function setOwn(map: { [key: string]: YamlValue }, key: string, value: YamlValue): void {
  Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
