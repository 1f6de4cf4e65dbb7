import { describe, expect, it } from 'vitest';
import { findingsNote } from './findings-note.ts';

const held = 'The model made this call with findings against it: check the arguments before it runs';

describe('findingsNote', () => {
  it('says it is held while it waits, and what it ran with once it ran', () => {
    expect(findingsNote({ status: 'awaiting-approval', held, args: { n: 'x' } }, { n: 'x' })).toBe(held);
    expect(findingsNote({ status: 'done', held, args: { n: 'x' } }, { n: 'x' })).toBe(
      'It ran with the model’s arguments above, which these findings are against.',
    );
    expect(findingsNote({ status: 'done', held, args: { n: 1 } }, { n: 'x' })).toBe(
      'It ran with {"n":1} in place of the model’s arguments, which these findings are against.',
    );
    // Arguments that were not JSON: the call ran with what the person approved, never "check before it runs".
    expect(findingsNote({ status: 'running', held, args: {} }, undefined)).toContain('It ran with {}');
    expect(findingsNote({ status: 'denied', held }, undefined)).toBe('Held for these findings; it did not run.');
  });
});
