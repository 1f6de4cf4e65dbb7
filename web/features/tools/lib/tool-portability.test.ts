import { describe, expect, it } from 'vitest';
import { schemaPortability } from '../../../../shared/diagnose/schema-portability.ts';
import { toolPortability } from './tool-portability.ts';

describe('toolPortability', () => {
  const schema = {
    type: 'object',
    properties: { when: { anyOf: [{ type: 'string' }, { type: 'number' }] }, ref: { $ref: '#/$defs/x' } },
    $defs: { x: { type: 'string' } },
  };

  it('finds what schemaPortability finds, once per schema', () => {
    const first = toolPortability(schema);
    expect(first).toEqual(schemaPortability(schema));
    expect(toolPortability(schema)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reads a schema that is not an object each time', () => {
    expect(toolPortability(undefined)).toEqual(schemaPortability(undefined));
    expect(toolPortability('nonsense')).toEqual(schemaPortability('nonsense'));
  });
});
