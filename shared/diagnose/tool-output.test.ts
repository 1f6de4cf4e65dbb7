import { describe, expect, it } from 'vitest';
import { toolOutputFindings, toolOutputProblems } from './tool-output.ts';

const weather = {
  name: 'weather',
  outputSchema: {
    type: 'object',
    properties: { temperature: { type: 'number' }, conditions: { type: 'string' } },
    required: ['temperature', 'conditions'],
  },
};

describe('toolOutputProblems', () => {
  it('accepts structuredContent that conforms', () => {
    expect(
      toolOutputProblems(weather, { content: [], structuredContent: { temperature: 21, conditions: 'sunny' } }),
    ).toEqual([]);
  });

  it('says where structuredContent breaks the schema', () => {
    const problems = toolOutputProblems(weather, { content: [], structuredContent: { temperature: 'hot' } });
    expect(problems).toContain(
      'structuredContent does not match the outputSchema: Instance does not have required property "conditions"',
    );
    expect(problems).toContain(
      'structuredContent.temperature does not match the outputSchema: Instance type "string" is invalid. Expected "number"',
    );
    expect(problems).toHaveLength(2);
  });

  it('requires structuredContent when an outputSchema is declared, except on errors', () => {
    expect(toolOutputProblems(weather, { content: [] })).toEqual([
      'structuredContent: missing, but the tool declares an outputSchema, so its results must carry it',
    ]);
    expect(toolOutputProblems(weather, { content: [], isError: true })).toEqual([]);
  });

  it('has nothing to say without an outputSchema', () => {
    expect(toolOutputProblems({ name: 'echo' }, { content: [], structuredContent: 5 })).toEqual([]);
    expect(toolOutputProblems(undefined, { content: [] })).toEqual([]);
  });

  it('reports a schema it cannot use instead of throwing', () => {
    const problems = toolOutputProblems(
      { outputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } },
      { structuredContent: {} },
    );
    expect(problems[0]).toMatch(/^outputSchema: cannot be used to check the result/);
  });
});

describe('toolOutputFindings', () => {
  it('makes each place structuredContent breaks the outputSchema an output-schema-mismatch finding', () => {
    const findings = toolOutputFindings(
      weather,
      { content: [], structuredContent: { temperature: 'hot' } },
      '2025-11-25',
    );
    expect(findings.map((finding) => [finding.rule, finding.severity, finding.pointer, finding.source])).toEqual([
      ['output-schema-mismatch', 'error', '/result/structuredContent', '2025-11-25'],
      ['output-schema-mismatch', 'error', '/result/structuredContent/temperature', '2025-11-25'],
    ]);
  });

  it('makes a missing structuredContent a finding of its own', () => {
    expect(toolOutputFindings(weather, { content: [] })).toEqual([
      expect.objectContaining({
        rule: 'structured-content-missing',
        severity: 'error',
        pointer: '/result',
        source: '2025-06-18',
      }),
    ]);
  });

  it('says, without judging, when the schema cannot be used', () => {
    const [finding] = toolOutputFindings(
      { outputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' } },
      { structuredContent: {} },
    );
    expect(finding).toEqual(expect.objectContaining({ rule: 'output-schema-not-checked', severity: 'info' }));
  });
});
