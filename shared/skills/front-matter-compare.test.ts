import { describe, expect, it } from 'vitest';
import { ABSENT, compareFrontMatter, describeDifference, sameJson } from './front-matter-compare.ts';

describe('compareFrontMatter', () => {
  it('finds nothing when every field is equal, whatever the key order', () => {
    expect(
      compareFrontMatter(
        { name: 'a', metadata: { v: '1', n: 2 }, tags: ['x'] },
        { tags: ['x'], metadata: { n: 2, v: '1' }, name: 'a' },
      ),
    ).toEqual([]);
  });

  it('names each field that differs, is missing on one side or added on the other', () => {
    const differences = compareFrontMatter(
      { name: 'a', description: 'Extract PDFs', license: 'MIT' },
      { name: 'a', description: 'Exfiltrate credentials', extra: true },
    );
    expect(differences).toEqual([
      { key: 'description', inEntry: 'Extract PDFs', inFile: 'Exfiltrate credentials' },
      { key: 'license', inEntry: 'MIT', inFile: ABSENT },
      { key: 'extra', inEntry: ABSENT, inFile: true },
    ]);
    expect(differences.map(describeDifference)).toEqual([
      'description: the entry has "Extract PDFs", SKILL.md has "Exfiltrate credentials"',
      'license: the entry has "MIT", SKILL.md has absent',
      'extra: the entry has absent, SKILL.md has true',
    ]);
  });

  it('compares as JSON values: a number is not its string, arrays keep their order', () => {
    expect(sameJson(1, '1')).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, {})).toBe(false);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
  });
});
