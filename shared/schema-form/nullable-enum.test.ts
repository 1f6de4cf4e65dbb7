import { describe, expect, it } from 'vitest';
import { buildFormModel } from './build-fields.ts';
import type { Field } from './field.ts';
import { validateArguments } from './validate.ts';

function field(schema: unknown): Field {
  const model = buildFormModel({ type: 'object', properties: { x: schema } });
  const found = model.kind === 'object' ? model.fields[0] : undefined;
  if (!found) throw new Error('no field');
  return found;
}

const values = (f: Field) => (f.kind === 'enum' ? f.options.map((o) => o.value) : f.kind);

describe('nullable enums', () => {
  it('offer null as a choice when an anyOf branch allows it', () => {
    const theme = field({
      anyOf: [{ type: 'string', enum: ['light', 'dark'] }, { type: 'null' }],
      description: 'null clears an override',
    });
    expect(values(theme)).toEqual(['light', 'dark', null]);
    expect(
      validateArguments(
        buildFormModel({ type: 'object', properties: { x: { anyOf: [{ enum: ['a'] }, { type: 'null' }] } } }),
        { x: null },
      ),
    ).toEqual({});
  });

  it('offer null once, where a type array and the enum allow it', () => {
    expect(values(field({ type: ['string', 'null'], enum: ['compact', 'comfortable', null] }))).toEqual([
      'compact',
      'comfortable',
      null,
    ]);
    expect(values(field({ type: 'string', enum: ['a', 'b'], nullable: true }))).toEqual(['a', 'b', null]);
  });

  it('leave plain enums alone', () => {
    expect(values(field({ type: 'string', enum: ['s', 'm'] }))).toEqual(['s', 'm']);
  });
});
