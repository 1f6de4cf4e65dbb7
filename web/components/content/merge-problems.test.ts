import { describe, expect, it } from 'vitest';
import { mergeProblems } from './merge-problems.ts';

describe('mergeProblems', () => {
  it('keeps the strict problems, then the notes about anything else', () => {
    expect(mergeProblems([], ['The result has no "content" array'])).toEqual(['The result has no "content" array']);
    expect(mergeProblems(['content[0]: bad'], ['"isError" is not a boolean'])).toEqual([
      'content[0]: bad',
      '"isError" is not a boolean',
    ]);
  });

  it('lists a member once: the note takes the place of the problem about the same member', () => {
    expect(
      mergeProblems(['content[0]: bad', 'isError: expected boolean, received string'], ['"isError" is not a boolean']),
    ).toEqual(['content[0]: bad', '"isError" is not a boolean']);
    expect(mergeProblems(['result: expected object, received string'], ['The result is not a JSON object'])).toEqual([
      'The result is not a JSON object',
    ]);
    expect(
      mergeProblems(['content: expected array, received null', 'content: again'], ['"content" is not an array']),
    ).toEqual(['"content" is not an array']);
    expect(mergeProblems(['a: x', 'a: x'], [])).toEqual(['a: x']);
  });

  it('keeps problems deeper in a member, and does not take a longer name for the note\u2019s', () => {
    expect(mergeProblems(['content[1]: bad'], ['"content" is not an array'])).toEqual([
      'content[1]: bad',
      '"content" is not an array',
    ]);
    expect(mergeProblems(['contentType: odd'], ['"content" is not an array'])).toEqual([
      'contentType: odd',
      '"content" is not an array',
    ]);
  });
});
