import { describe, expect, it } from 'vitest';
import { offeredTools } from './offered-tools.ts';
import { checkModelToolCall } from './tool-call-check.ts';

const { tools } = offeredTools([
  {
    name: 'book',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, nights: { type: 'integer', minimum: 1 } },
      required: ['city'],
    },
  },
]);

describe('checkModelToolCall', () => {
  it('passes a call that fits the schema', () => {
    expect(checkModelToolCall(tools, 'book', { city: 'Oslo', nights: 2 })).toEqual({
      args: { city: 'Oslo', nights: 2 },
      argsText: '{"city":"Oslo","nights":2}',
      findings: [],
    });
  });

  it('names each place the arguments break the schema, as the model’s fault', () => {
    const { findings } = checkModelToolCall(tools, 'book', { nights: 0 });
    expect(findings.map((finding) => [finding.rule, finding.pointer, finding.cause])).toEqual([
      ['model-tool-args-schema', '/params/arguments', 'model'],
      ['model-tool-args-schema', '/params/arguments/nights', 'model'],
    ]);
  });

  it('says when the arguments are JSON but not an object, or not JSON at all', () => {
    expect(checkModelToolCall(tools, 'book', undefined, '[1,2]').findings[0]).toMatchObject({
      rule: 'model-tool-args-not-json',
      message: "The model's arguments are JSON but not an object: [1,2]",
    });
    const broken = checkModelToolCall(tools, 'book', undefined, '{"city": Oslo}');
    expect(broken.args).toBeUndefined();
    expect(broken.argsText).toBe('{"city": Oslo}');
    expect(broken.findings[0]!.message).toMatch(/^The model's arguments are not valid JSON \(.+\): \{"city": Oslo\}$/);
  });

  it('takes empty arguments as an empty object, and names a tool it was not offered', () => {
    expect(checkModelToolCall(tools, 'book', undefined, '').findings.map((finding) => finding.rule)).toEqual([
      'model-tool-args-schema',
    ]);
    expect(checkModelToolCall(tools, 'fly', {}).findings.map((finding) => finding.rule)).toEqual([
      'model-tool-unknown',
    ]);
  });
});
