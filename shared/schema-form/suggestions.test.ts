import { describe, expect, it } from 'vitest';
import { jsonPointer, suggestField } from './suggestions.ts';

describe('suggestField', () => {
  it('names the field by its property and points at it', () => {
    expect(suggestField(['options', 'city'])).toEqual({ name: 'city', pointer: '/options/city' });
  });

  it('names an array item after its array', () => {
    expect(suggestField(['tags', 2])).toEqual({ name: 'tags', pointer: '/tags/2' });
  });

  it('escapes ~ and / as RFC 6901 says', () => {
    expect(jsonPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
    expect(jsonPointer([])).toBe('');
  });
});
