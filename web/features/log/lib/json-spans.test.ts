import { describe, expect, it } from 'vitest';
import {
  childPointer,
  countMembers,
  findMember,
  membersPage,
  pointerTokens,
  resolvePointer,
  rootSpan,
  scalarText,
  stringValue,
  type JsonSpan,
} from './json-spans.ts';

const text = JSON.stringify({
  jsonrpc: '2.0',
  id: 7,
  result: {
    content: [
      { type: 'text', text: 'say "hi" \\ \u00e9\n' },
      { type: 'image', data: 'AAAA' },
    ],
    isError: false,
    nothing: null,
    'a/b~c': -1.5e3,
  },
});

const valueOf = (span: JsonSpan) => JSON.parse(text.slice(span.start, span.end)) as unknown;

describe('rootSpan and membersPage', () => {
  it('reads a container’s members as spans whose text is exactly each value', () => {
    const root = rootSpan(text);
    expect(root).toEqual({ type: 'object', start: 0, end: text.length });
    const { members, next } = membersPage(text, root, undefined, 10);
    expect(next).toBeUndefined();
    expect(members.map((member) => [member.key, member.span.type])).toEqual([
      ['jsonrpc', 'string'],
      ['id', 'number'],
      ['result', 'object'],
    ]);
    expect(members.map((member) => valueOf(member.span))).toEqual([
      JSON.parse(text).jsonrpc,
      7,
      JSON.parse(text).result,
    ]);
    const result = members[2]!.span;
    expect(membersPage(text, result, undefined, 10).members.map((member) => [member.key, member.span.type])).toEqual([
      ['content', 'array'],
      ['isError', 'boolean'],
      ['nothing', 'null'],
      ['a/b~c', 'number'],
    ]);
  });

  it('pages through a big array with a cursor, and counts without reading the items', () => {
    const array = JSON.stringify(Array.from({ length: 250 }, (_, i) => ({ i, s: `item "${i}", [x]` })));
    const root = rootSpan(array);
    expect(countMembers(array, root)).toBe(250);
    const first = membersPage(array, root, undefined, 100);
    expect(first.members.map((member) => member.key)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const second = membersPage(array, root, first.next, 100);
    const third = membersPage(array, root, second.next, 100);
    expect(third.next).toBeUndefined();
    expect(third.members.map((member) => member.key)).toEqual(Array.from({ length: 50 }, (_, i) => 200 + i));
    expect(JSON.parse(array.slice(third.members.at(-1)!.span.start, third.members.at(-1)!.span.end))).toEqual({
      i: 249,
      s: 'item "249", [x]',
    });
  });

  it('reads empty containers, white space and nesting as JSON.parse does', () => {
    const spaced = ' { "a" : [ ] , "b" : { } , "c" : [ 1 , [ 2 ] ] } ';
    const root = rootSpan(spaced);
    const members = membersPage(spaced, root, undefined, 10).members;
    expect(members.map((member) => [member.key, countMembers(spaced, member.span)])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 2],
    ]);
    expect(membersPage(spaced, members[0]!.span, undefined, 10).members).toEqual([]);
  });

  it('throws on what is not JSON', () => {
    expect(() => rootSpan('Server starting...')).toThrow(SyntaxError);
    expect(() => rootSpan('{"a":1} trailing')).toThrow(SyntaxError);
    expect(() => rootSpan('{"a":"open')).toThrow(SyntaxError);
    expect(() => rootSpan('[1, 2')).toThrow(SyntaxError);
  });

  it('scans a 20 MB frame’s first level without walking its big string', () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      result: { content: [{ type: 'text', text: 'fox \\"jumps\\" '.repeat(1_500_000) }] },
    });
    const root = rootSpan(big);
    const members = membersPage(big, root, undefined, 100).members;
    expect(members.map((member) => member.key)).toEqual(['jsonrpc', 'id', 'result']);
    expect(countMembers(big, members[2]!.span)).toBe(1);
  });
});

describe('pointers', () => {
  it('splits and joins pointer tokens with RFC 6901 escapes', () => {
    expect(pointerTokens('')).toEqual([]);
    expect(pointerTokens('/result/a~1b~0c')).toEqual(['result', 'a/b~c']);
    expect(childPointer('/result', 'a/b~c')).toBe('/result/a~1b~0c');
  });

  it('resolves a pointer to the nodes on its way, or as far as the text goes', () => {
    expect(resolvePointer(text, '/result/content/1/data')).toEqual({
      pointers: ['', '/result', '/result/content', '/result/content/1', '/result/content/1/data'],
      found: true,
    });
    expect(resolvePointer(text, '/result/a~1b~0c')).toEqual({
      pointers: ['', '/result', '/result/a~1b~0c'],
      found: true,
    });
    expect(resolvePointer(text, '/result/content/5')).toEqual({
      pointers: ['', '/result', '/result/content'],
      found: false,
    });
    expect(resolvePointer(text, '')).toEqual({ pointers: [''], found: true });
    const root = rootSpan(text);
    const content = findMember(text, findMember(text, root, 'result')!, 'content')!;
    expect(findMember(text, content, '01')).toBeUndefined();
  });
});

describe('scalarText', () => {
  it('decodes strings, keeps numbers and literals as written', () => {
    const result = findMember(text, rootSpan(text), 'result')!;
    const first = findMember(text, findMember(text, result, 'content')!, '0')!;
    expect(scalarText(text, findMember(text, first, 'text')!)).toEqual({ text: 'say "hi" \\ \u00e9\n', cut: false });
    expect(scalarText(text, findMember(text, result, 'a/b~c')!)).toEqual({ text: '-1500', cut: false });
    expect(scalarText(text, findMember(text, result, 'nothing')!)).toEqual({ text: 'null', cut: false });
  });

  it('cuts a long string before decoding it, never inside an escape', () => {
    const long = JSON.stringify({ s: 'ab\\"'.repeat(1000) + '\u00e9'.repeat(10) });
    const span = findMember(long, rootSpan(long), 's')!;
    for (const max of [10, 11, 12, 13, 14]) {
      const { text: shown, cut } = scalarText(long, span, max);
      expect(cut).toBe(true);
      expect('ab\\"'.repeat(1000).startsWith(shown)).toBe(true);
      expect(shown.length).toBeGreaterThanOrEqual(max - 6);
    }
    expect(stringValue(long, span)).toBe('ab\\"'.repeat(1000) + '\u00e9'.repeat(10));
  });
});
