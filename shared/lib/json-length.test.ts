import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLength } from './json-length.ts';

describe('jsonLength', () => {
  it('is the length of JSON.stringify for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => jsonLength(value) === JSON.stringify(value).length));
  });

  it('counts escapes, lone surrogates, and what JSON.stringify leaves out or writes as null', () => {
    for (const value of ['a"b\\c\n', '\ud800', 'é🙂', [undefined, 1], { a: undefined, b: [] }, -0, 1e21, 0.1, {}, []]) {
      expect(jsonLength(value)).toBe(JSON.stringify(value).length);
    }
  });
});
