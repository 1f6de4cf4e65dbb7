import { describe, expect, it } from 'vitest';
import { schemaPortability } from './schema-portability.ts';

const at = (schema: unknown) =>
  schemaPortability(schema).map((finding) => `${finding.rule} ${finding.pointer} ${finding.severity}`);

describe('schemaPortability', () => {
  it('finds nothing in a plain object schema', () => {
    expect(
      at({
        type: 'object',
        properties: { q: { type: 'string' }, n: { type: 'integer', minimum: 1 } },
        required: ['q'],
        additionalProperties: false,
      }),
    ).toEqual([]);
  });

  it('flags a root that is not type: object', () => {
    expect(at({ properties: { q: { type: 'string' } } })).toEqual(['schema-root-not-object /type warning']);
  });

  it('flags anyOf/oneOf/allOf at the top', () => {
    expect(at({ type: 'object', properties: {}, anyOf: [{ required: ['a'] }, { required: ['b'] }] })).toEqual([
      'schema-root-combinator /anyOf warning',
    ]);
  });

  it('flags type arrays, in $defs too', () => {
    expect(
      at({
        type: 'object',
        properties: { a: { type: ['string', 'null'] } },
        $defs: { F: { type: ['object', 'null'] } },
      }),
    ).toEqual(['schema-type-array /properties/a/type warning', 'schema-type-array /$defs/F/type warning']);
  });

  it('notes nullable unions', () => {
    expect(at({ type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } } })).toEqual([
      'schema-nullable-union /properties/a/anyOf info',
    ]);
  });

  it('flags $ref where it is used', () => {
    const findings = schemaPortability({
      type: 'object',
      properties: { f: { $ref: '#/$defs/F' } },
      $defs: { F: { type: 'object', properties: {} } },
    });
    expect(findings.map((f) => f.pointer)).toEqual(['/properties/f/$ref']);
    expect(findings[0]!.message).toContain('Gemini CLI');
    expect(findings[0]!.message).toContain('(#/$defs/F)');
  });

  it('notes additionalProperties given as a schema, not false', () => {
    expect(
      at({ type: 'object', properties: { m: { type: 'object', additionalProperties: { type: 'string' } } } }),
    ).toEqual(['schema-additional-properties /properties/m/additionalProperties info']);
  });

  it('notes formats Gemini does not take', () => {
    expect(
      at({
        type: 'object',
        properties: { when: { type: 'string', format: 'date-time' }, id: { type: 'string', format: 'uuid' } },
      }),
    ).toEqual(['schema-format /properties/id/format info']);
  });

  it('notes nesting past ten levels, once, at the first place too deep', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 12; i++) schema = { type: 'object', properties: { n: schema } };
    expect(at(schema)).toEqual([`schema-deep ${'/properties/n'.repeat(11)} info`]);
  });

  it('notes a huge schema', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`field_${i}`, { type: 'string', description: 'x'.repeat(20) }]),
    );
    expect(at({ type: 'object', properties })).toEqual(['schema-huge  info']);
  });

  it('names a rule at most five times per tool, and says how many more', () => {
    const properties = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`p${i}`, { type: ['string', 'null'] }]));
    const findings = schemaPortability({ type: 'object', properties });
    expect(findings).toHaveLength(5);
    expect(findings[4]!.message).toMatch(/and 3 more places$/);
  });

  it('never throws on what is not a schema', () => {
    expect(schemaPortability(undefined)).toEqual([]);
    expect(schemaPortability('x')).toEqual([]);
  });
});
