/**
 * Where and why JSON text fails to parse. JSON.parse's own messages differ
 * between engines (and Safari gives no position), so the first syntax error
 * is found by a small scanner of our own. Only called after JSON.parse failed.
 */
export type JsonSyntaxError = { message: string; offset: number };

class Stop extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;

  const describe = (i: number): string => {
    const ch = text[i];
    if (ch === undefined) return 'end of input';
    return ch === '\n' ? 'line break' : `'${ch}'`;
  };
  const fail = (expected: string, i = at): never => {
    throw new Stop(`Expected ${expected}, found ${describe(i)}`, i);
  };
  const skipSpace = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at++;
  };

  const value = (): void => {
    skipSpace();
    const ch = text[at];
    if (ch === '{') return object();
    if (ch === '[') return array();
    if (ch === '"') return string();
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    fail('a value');
  };

  const object = (): void => {
    at++;
    skipSpace();
    if (text[at] === '}') {
      at++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[at] !== '"')
        fail(text[at] === '}' ? 'a property name (no trailing commas in JSON)' : 'a property name in double quotes');
      string();
      skipSpace();
      if (text[at] !== ':') fail("':'");
      at++;
      value();
      skipSpace();
      if (text[at] === ',') {
        at++;
        continue;
      }
      if (text[at] === '}') {
        at++;
        return;
      }
      fail("',' or '}'");
    }
  };

  const array = (): void => {
    at++;
    skipSpace();
    if (text[at] === ']') {
      at++;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[at] === ']') fail('a value (no trailing commas in JSON)');
      value();
      skipSpace();
      if (text[at] === ',') {
        at++;
        continue;
      }
      if (text[at] === ']') {
        at++;
        return;
      }
      fail("',' or ']'");
    }
  };

  const string = (): void => {
    const start = at;
    at++;
    while (at < text.length) {
      const ch = text[at] ?? '';
      if (ch === '"') {
        at++;
        return;
      }
      if (ch === '\\') {
        const escape = text[at + 1];
        if (escape === 'u') {
          if (!/^[\da-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) throw new Stop('Invalid \\u escape in string', at);
          at += 6;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          at += 2;
        } else {
          throw new Stop('Invalid escape in string', at);
        }
        continue;
      }
      if (ch < ' ') throw new Stop('Unescaped control character in string', at);
      at++;
    }
    throw new Stop('Unterminated string', start);
  };

  const number = (): void => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match) fail('a number');
    at += match?.[0].length ?? 0;
  };

  try {
    value();
    skipSpace();
    if (at < text.length) fail('end of input');
    return undefined;
  } catch (error) {
    if (error instanceof Stop) return { message: error.message, offset: error.offset };
    // Nesting too deep for this scanner: still say something useful.
    return { message: 'Invalid JSON', offset: 0 };
  }
}
