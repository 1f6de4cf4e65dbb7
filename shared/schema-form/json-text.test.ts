import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from './json-error-position.ts';
import {
  describeJsonTextError,
  formatArguments,
  lineAndColumn,
  parseArgumentsText,
  parseJsonText,
} from './json-text.ts';

describe('formatArguments', () => {
  it('pretty-prints with two spaces', () => {
    expect(formatArguments({ a: 1, b: [true] })).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(formatArguments({})).toBe('{}');
  });
});

describe('lineAndColumn', () => {
  it('counts from 1', () => {
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('parseJsonText', () => {
  it('parses valid JSON', () => {
    expect(parseJsonText('[1, "a"]')).toEqual({ ok: true, value: [1, 'a'] });
  });

  it('locates a missing comma by line and column', () => {
    const result = parseJsonText('{\n  "a": 1\n  "b": 2\n}');
    expect(result).toEqual({
      ok: false,
      error: { message: "Expected ',' or '}', found '\"'", offset: 13, line: 3, column: 3 },
    });
  });

  it('explains a trailing comma', () => {
    const result = parseJsonText('{\n  "a": 1,\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ line: 3, column: 1 });
      expect(result.error.message).toMatch(/no trailing commas/);
    }
  });

  it('explains single quotes and unquoted keys', () => {
    expect(findJsonSyntaxError("{'a': 1}")).toEqual({
      message: "Expected a property name in double quotes, found '''",
      offset: 1,
    });
    expect(findJsonSyntaxError('{a: 1}')?.offset).toBe(1);
  });

  it('finds unterminated strings, bad escapes and control characters', () => {
    expect(findJsonSyntaxError('{"a": "x')).toEqual({ message: 'Unterminated string', offset: 6 });
    expect(findJsonSyntaxError('"\\x"')).toEqual({ message: 'Invalid escape in string', offset: 1 });
    expect(findJsonSyntaxError('"\\u12"')).toEqual({ message: 'Invalid \\u escape in string', offset: 1 });
    expect(findJsonSyntaxError('"a\nb"')).toEqual({ message: 'Unescaped control character in string', offset: 2 });
  });

  it('finds bad numbers, words and trailing text', () => {
    expect(findJsonSyntaxError('[01]')?.offset).toBe(2);
    expect(findJsonSyntaxError('[.5]')?.offset).toBe(1);
    expect(findJsonSyntaxError('[tru]')?.offset).toBe(1);
    expect(findJsonSyntaxError('{} x')).toEqual({ message: "Expected end of input, found 'x'", offset: 3 });
    expect(findJsonSyntaxError('{"a":')).toEqual({ message: 'Expected a value, found end of input', offset: 5 });
  });

  it('agrees with JSON.parse on valid text', () => {
    for (const text of ['{}', '[]', '"\\u00e9\\n"', '-0.5e+10', 'null', '{"a":[{"b":false}]}']) {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  it('survives absurd nesting', () => {
    expect(parseJsonText('['.repeat(200000)).ok).toBe(false);
  });
});

describe('parseArgumentsText', () => {
  it('accepts an object', () => {
    expect(parseArgumentsText(' {"message": "hi"} ')).toEqual({ ok: true, value: { message: 'hi' } });
  });

  it('rejects arrays, scalars and empty text with a position', () => {
    expect(parseArgumentsText('  [1]')).toMatchObject({
      ok: false,
      error: { message: 'Arguments must be a JSON object', line: 1, column: 3 },
    });
    expect(parseArgumentsText('null')).toMatchObject({ ok: false });
    expect(parseArgumentsText('   ')).toMatchObject({
      ok: false,
      error: { message: 'Enter a JSON object ({} for no arguments)' },
    });
  });

  it('reads as one line for display', () => {
    const result = parseArgumentsText('{\n  "a": }');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(describeJsonTextError(result.error)).toBe("Line 2, column 8: Expected a value, found '}'");
  });
});
