import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYamlSubset, resolvePlain, type YamlValue } from './yaml-subset.ts';

const value = (text: string) => {
  const reading = parseYamlSubset(text);
  if (!reading.ok) throw new Error(`line ${reading.line}: ${reading.error}`);
  return reading.value;
};
const error = (text: string) => {
  const reading = parseYamlSubset(text);
  return reading.ok ? undefined : `${reading.line}: ${reading.error}`;
};

describe('parseYamlSubset', () => {
  it('reads the front matter skills write', () => {
    const text = [
      'name: pdf-processing',
      'description: Extract, fill, and assemble PDF documents',
      'license: Apache-2.0',
      'allowed-tools: Bash(git:*) Read',
      'metadata:',
      '  author: example-org',
      '  version: "2.1"',
      '  build: 7',
      '',
      '# a comment',
      'compatibility: Requires git and network access  # trailing comment',
    ].join('\n');
    expect(value(text)).toEqual({
      name: 'pdf-processing',
      description: 'Extract, fill, and assemble PDF documents',
      license: 'Apache-2.0',
      'allowed-tools': 'Bash(git:*) Read',
      metadata: { author: 'example-org', version: '2.1', build: 7 },
      compatibility: 'Requires git and network access',
    });
  });

  it('resolves plain scalars as YAML 1.2 core does', () => {
    expect(
      value(
        'a: null\nb: ~\nc:\nd: true\ne: False\nf: 12\ng: -3.5\nh: 1e3\ni: 0x1f\nj: 0o17\nk: 2.1.0\nl: yes\nm: .inf',
      ),
    ).toEqual({
      a: null,
      b: null,
      c: null,
      d: true,
      e: false,
      f: 12,
      g: -3.5,
      h: 1000,
      i: 31,
      j: 15,
      k: '2.1.0',
      l: 'yes',
      m: Infinity,
    });
  });

  it('reads quoted strings with their escapes', () => {
    expect(value(`a: "tab\\there \\"q\\" \\u00e9 \\x41 # not a comment"\nb: 'it''s # not either'\n"c d": 'x'`)).toEqual(
      { a: 'tab\there "q" é A # not a comment', b: "it's # not either", 'c d': 'x' },
    );
  });

  it("reads block sequences, at their key's indentation or deeper, and of mappings", () => {
    expect(
      value(
        'tags:\n- one\n- "two"\nmore:\n  - 3\n  -\n    nested: yes\n  - name: a\n    size: 1\n  - - x\n    - y\nlast: z',
      ),
    ).toEqual({
      tags: ['one', 'two'],
      more: [3, { nested: 'yes' }, { name: 'a', size: 1 }, ['x', 'y']],
      last: 'z',
    });
  });

  it('reads flow sequences and mappings of scalars', () => {
    expect(value('a: [x, "y, z", 3, ]\nb: {k: v, n: 1, e: }\nc: []\nd: {}')).toEqual({
      a: ['x', 'y, z', 3],
      b: { k: 'v', n: 1, e: null },
      c: [],
      d: {},
    });
  });

  it('folds a plain value that runs over several lines', () => {
    expect(value('description: A long\n  description that\n\n  goes on\nname: x')).toEqual({
      description: 'A long description that\ngoes on',
      name: 'x',
    });
  });

  it('reads literal and folded block scalars with their chomping', () => {
    const text = [
      'lit: |',
      '  one',
      '    two',
      '',
      '  three',
      'fold: >',
      '  a',
      '  b',
      '',
      '  c',
      '    indented',
      '  d',
      'strip: |-',
      '  s',
      '',
      'keep: |+',
      '  k',
      '',
      'indicated: |2',
      '    four spaces',
      'end: 1',
    ].join('\n');
    expect(value(text)).toEqual({
      lit: 'one\n  two\n\nthree\n',
      fold: 'a b\nc\n  indented\nd\n',
      strip: 's',
      keep: 'k\n\n',
      indicated: '  four spaces\n',
      end: 1,
    });
  });

  it('takes CRLF line ends', () => {
    expect(value('name: a\r\ndescription: b\r\n')).toEqual({ name: 'a', description: 'b' });
  });

  it('makes __proto__ an own key, as JSON.parse does', () => {
    const parsed = value('__proto__:\n  polluted: true') as Record<string, unknown>;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it('refuses what it does not take, naming the line', () => {
    expect(error('a: &x 1\nb: *x')).toBe('1: an anchor (&), which this reader does not follow');
    expect(error('a: 1\nb: *x')).toBe('2: an alias (*), which this reader does not follow');
    expect(error('a: !!str 1')).toBe('1: a tag (!), which this reader does not take');
    expect(error('? complex\n: key')).toBe('1: a complex key ("? "), which skills never need');
    expect(error('a: 1\na: 2')).toBe('2: the key "a" appears twice');
    expect(error('a:\n\tb: 1')).toBe('2: a tab in indentation (YAML indents with spaces only)');
    expect(error('a: "open')).toMatch(/^1: a double-quoted string that does not end/);
    expect(error('a: [1, [2]]')).toBe('1: a flow collection inside another, which this reader does not take');
    expect(error('a:\n  b: 1\n c: 2')).toBe('3: more indented than the keys before it, with no key to belong to');
    expect(error('a: "x" y')).toBe('1: text after the closing quote: y');
    expect(error('a: \\q')).toBeUndefined();
    expect(error('a: "\\q"')).toBe('1: an escape YAML does not have: \\q');
  });

  it('warns of a plain value holding ": ", and reads it as text', () => {
    const reading = parseYamlSubset('description: Use it: carefully');
    expect(reading).toEqual({
      ok: true,
      value: { description: 'Use it: carefully' },
      warnings: [
        {
          line: 1,
          message: 'a plain value holding ": " is not valid YAML; read as the text "Use it: carefully" (quote it)',
        },
      ],
    });
  });

  it('reads back whatever a plain emitter writes (nested mappings, lists, strings of any kind)', () => {
    const key = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/);
    const scalar = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, tree, { minKeys: 1, maxKeys: 6 }), (document) => {
        const text = emit(document as YamlValue, 0).join('\n');
        expect(value(text)).toEqual(JSON.parse(JSON.stringify(document)));
      }),
      { numRuns: 300 },
    );
  });

  it('reads plain (unquoted) text back as the same string', () => {
    const words = fc
      .stringMatching(/^[A-Za-z][A-Za-z0-9 ,.()/_-]{0,30}[A-Za-z)]$/)
      .filter((text) => resolvePlain(text) === text);
    fc.assert(
      fc.property(words, words, (name, description) => {
        expect(value(`name: ${name}\ndescription: ${description}\nlist:\n  - ${name}`)).toEqual({
          name,
          description,
          list: [name],
        });
      }),
      { numRuns: 300 },
    );
  });
});

/** A small block-style emitter: strings double-quoted as JSON writes them (valid YAML), numbers as JSON writes them. */
function emit(node: YamlValue, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(node)) {
    if (node.length === 0) return [`${pad}[]`];
    return node.flatMap((item) => {
      const lines = emit(item, indent + 2);
      return [`${pad}- ${lines[0]!.trimStart()}`, ...lines.slice(1)];
    });
  }
  if (node !== null && typeof node === 'object') {
    const entries = Object.entries(node);
    if (entries.length === 0) return [`${pad}{}`];
    return entries.flatMap(([key, item]) => {
      const scalarLike =
        item === null ||
        typeof item !== 'object' ||
        (Array.isArray(item) ? item.length === 0 : Object.keys(item).length === 0);
      if (scalarLike) return [`${pad}${key}: ${emit(item, 0)[0]}`];
      return [`${pad}${key}:`, ...emit(item, indent + 2)];
    });
  }
  if (typeof node === 'number') return [`${pad}${Object.is(node, -0) ? '0' : JSON.stringify(node)}`];
  return [`${pad}${JSON.stringify(node)}`];
}
