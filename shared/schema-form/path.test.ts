import { describe, expect, it } from 'vitest';
import { getAtPath, pathKey, removeAtIndex, setAtPath } from './path.ts';

describe('pathKey', () => {
  it('joins names with dots and indexes with brackets', () => {
    expect(pathKey([])).toBe('');
    expect(pathKey(['message'])).toBe('message');
    expect(pathKey(['options', 'tags', 0])).toBe('options.tags[0]');
    expect(pathKey(['rows', 2, 'id'])).toBe('rows[2].id');
  });

  it('quotes names that are not plain identifiers', () => {
    expect(pathKey(['a.b'])).toBe('["a.b"]');
    expect(pathKey(['x', 'has space'])).toBe('x["has space"]');
    expect(pathKey(['kebab-case'])).toBe('kebab-case');
  });
});

describe('getAtPath', () => {
  const root = { a: { b: [10, { c: 'x' }] } };
  it('reads nested values', () => {
    expect(getAtPath(root, ['a', 'b', 1, 'c'])).toBe('x');
    expect(getAtPath(root, [])).toBe(root);
  });
  it('gives undefined for missing or mistyped steps', () => {
    expect(getAtPath(root, ['a', 'z'])).toBeUndefined();
    expect(getAtPath(root, ['a', 'b', 'c'])).toBeUndefined();
    expect(getAtPath(root, ['a', 0])).toBeUndefined();
    expect(getAtPath({}, ['toString'])).toBeUndefined();
  });
});

describe('setAtPath', () => {
  it('returns a copy and leaves the input alone', () => {
    const root = { a: { b: 1 }, keep: { x: 1 } };
    const next = setAtPath(root, ['a', 'b'], 2) as typeof root;
    expect(next).toEqual({ a: { b: 2 }, keep: { x: 1 } });
    expect(root.a.b).toBe(1);
    expect(next.keep).toBe(root.keep);
  });

  it('creates missing objects and arrays on the way', () => {
    expect(setAtPath({}, ['a', 'b'], 1)).toEqual({ a: { b: 1 } });
    expect(setAtPath({}, ['list', 1], 'x')).toEqual({ list: [null, 'x'] });
  });

  it('removes a key when the value is undefined', () => {
    expect(setAtPath({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
    expect(Object.keys(setAtPath({ a: 1 }, ['a'], undefined) as object)).toEqual([]);
  });

  it('turns an undefined array element into null', () => {
    expect(setAtPath({ l: [1, 2] }, ['l', 0], undefined)).toEqual({ l: [null, 2] });
  });

  it('keeps "__proto__" as a plain key', () => {
    const next = setAtPath({}, ['__proto__'], { polluted: true }) as Record<string, unknown>;
    expect(Object.hasOwn(next, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
  });
});

describe('removeAtIndex', () => {
  it('drops one element', () => {
    expect(removeAtIndex({ l: ['a', 'b', 'c'] }, ['l'], 1)).toEqual({ l: ['a', 'c'] });
  });
  it('ignores a path that is not an array', () => {
    const root = { l: 'x' };
    expect(removeAtIndex(root, ['l'], 0)).toBe(root);
  });
});
