import { describe, expect, it } from 'vitest';
import { schemaFailures } from './schema-failures.ts';

describe('schemaFailures', () => {
  it('reads one failure a place, the pointer escapes undone in keys and kept in where, the summary lines dropped', () => {
    const message =
      '#/a~1b/c~0d: Instance type "string" is invalid. Expected "number"; #: Property "a/b" does not match schema; ' +
      '#: Instance does not match schema.';
    expect(schemaFailures(message)).toEqual([
      { where: '/a~1b/c~0d', keys: ['a/b', 'c~d'], text: 'Instance type "string" is invalid. Expected "number"' },
    ]);
  });

  it('keeps a message with no place as it is, at the top', () => {
    expect(schemaFailures('Something odd.')).toEqual([{ where: '', keys: [], text: 'Something odd' }]);
  });
});
