import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import { extraKeys } from './extra-keys.ts';

describe('extraKeys', () => {
  it('lists the keys the schema does not describe, in the value\u2019s order', () => {
    const model = buildFormModel({ type: 'object', properties: { name: { type: 'string' } } });
    if (model.kind !== 'object') throw new Error('not an object');
    expect(extraKeys(model, { zeta: 1, name: 'x', alpha: { deep: true } })).toEqual(['zeta', 'alpha']);
    expect(extraKeys(model, { name: 'x' })).toEqual([]);
    expect(extraKeys(model, 'not an object')).toEqual([]);
  });
});
