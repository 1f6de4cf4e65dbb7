import { describe, expect, it } from 'vitest';
import { planFor, sampleArguments, stableRevision } from './scenario-plan.ts';
import { countChecks, scenarioOfFolder } from './results.ts';
import { readBaselineReport, sumTotals } from './reruns.ts';

describe('planFor', () => {
  it('negotiates the revision outside OAuth, and takes the one the suite names', () => {
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'initialize' }).revision).toBe('auto');
    expect(
      planFor({ MCP_CONFORMANCE_SCENARIO: 'tools_call', MCP_CONFORMANCE_PROTOCOL_VERSION: '2026-07-28' }).revision,
    ).toBe('2026-07-28');
    expect(
      planFor({ MCP_CONFORMANCE_SCENARIO: 'tools_call', MCP_CONFORMANCE_PROTOCOL_VERSION: '1999-01-01' }).revision,
    ).toBe('auto');
  });

  it('pins OAuth scenarios of the stable release to the revision they test', () => {
    expect(stableRevision('auth/metadata-default')).toBe('2025-11-25');
    expect(stableRevision('auth/2025-03-26-oauth-endpoint-fallback')).toBe('2025-03-26');
    expect(stableRevision('sse-retry')).toBe('auto');
  });

  it('accepts elicitation with the schema defaults unless the context gives the content', () => {
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'elicitation-sep1034-client-defaults' }).answers.elicitation).toEqual({
      kind: 'accept-defaults',
    });
    const plan = planFor({
      MCP_CONFORMANCE_SCENARIO: 'x',
      MCP_CONFORMANCE_CONTEXT: JSON.stringify({ elicitationResponse: { name: 'Ada' } }),
    });
    expect(plan.answers.elicitation).toEqual({ kind: 'accept', content: { name: 'Ada' } });
  });

  it('takes the tool calls the context lists', () => {
    const context = {
      toolCalls: [
        { name: 'test_custom_headers', arguments: { region: 'us-west1' } },
        { name: 'bare' },
        { arguments: {} },
      ],
    };
    expect(
      planFor({ MCP_CONFORMANCE_SCENARIO: 'http-custom-headers', MCP_CONFORMANCE_CONTEXT: JSON.stringify(context) })
        .toolCalls,
    ).toEqual([
      { name: 'test_custom_headers', arguments: { region: 'us-west1' } },
      { name: 'bare', arguments: {} },
    ]);
  });

  it('answers sampling with the context result, and declares sampling only then', () => {
    const result = { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' };
    const plan = planFor({
      MCP_CONFORMANCE_SCENARIO: 'x',
      MCP_CONFORMANCE_CONTEXT: JSON.stringify({ samplingResult: result }),
    });
    expect(plan.answers.sampling).toEqual({ kind: 'result', result });
    expect(plan.declared.sampling).toBeDefined();
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'x' }).declared.sampling).toBeUndefined();
  });

  it('takes OAuth from the context as the command line does, and none outside the OAuth scenarios', () => {
    const pre = planFor({
      MCP_CONFORMANCE_SCENARIO: 'auth/pre-registration',
      MCP_CONFORMANCE_CONTEXT: JSON.stringify({ client_id: 'c1', client_secret: 's1' }),
    });
    expect(pre.authorization).toEqual({ grant: 'authorization-code', client: { clientId: 'c1', clientSecret: 's1' } });
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'tools_call' }).authorization).toBeUndefined();
  });

  it('echoes a listed schema in the JSON Schema preservation scenario', () => {
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'json-schema-2020-12-preservation' }).echoSchema).toEqual({
      tool: 'json_schema_echo',
      of: 'json_schema_2020_12_tool',
    });
  });

  it('opens skills only where a SEP-2640 verification scenario has the person open one', () => {
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'sep-2640-client-verify-digest' }).openSkills).toBe(true);
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'sep-2640-client-no-prefetch' }).openSkills).toBe(false);
    expect(planFor({ MCP_CONFORMANCE_SCENARIO: 'tools_call' }).openSkills).toBe(false);
  });

  it('refuses a context that is not JSON', () => {
    expect(() => planFor({ MCP_CONFORMANCE_SCENARIO: 'x', MCP_CONFORMANCE_CONTEXT: '{' })).toThrow();
  });
});

describe('sampleArguments', () => {
  it('gives defaults, and plain values for required properties without one', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'number' },
        b: { type: 'integer' },
        s: { type: 'string' },
        e: { enum: ['x', 'y'] },
        d: { type: 'string', default: 'dflt' },
        o: { type: 'string' },
      },
      required: ['a', 'b', 's', 'e'],
    };
    expect(sampleArguments(schema)).toEqual({ a: 1, b: 1, s: 'test', e: 'x', d: 'dflt' });
    expect(sampleArguments(undefined)).toEqual({});
  });
});

describe('results', () => {
  it('counts checks as the suite does, and names a folder by its scenario', () => {
    expect(
      countChecks([
        { status: 'SUCCESS' },
        { status: 'FAILURE' },
        { status: 'WARNING' },
        { status: 'INFO' },
        { status: 'SKIPPED' },
      ]),
    ).toEqual({ passed: 1, failed: 1, warnings: 1 });
    expect(scenarioOfFolder('auth/metadata-var1-2026-11-22T23-34-27-465Z')).toBe('auth/metadata-var1');
  });
});

describe('reruns', () => {
  it("reads the suite's baseline verdict from what it printed, colours and all", () => {
    const printed = [
      'Total: 269 passed, 7 failed, 1 warnings',
      '',
      '\x1b[33mExpected failures (in baseline):\x1b[0m',
      '  ~ auth/2025-03-26-oauth-endpoint-fallback',
      '',
      '\x1b[31mStale baseline entries (now passing - remove from baseline):\x1b[0m',
      '  ✓ auth/dpop',
      '',
      '\x1b[31mUnexpected failures (not in baseline):\x1b[0m',
      '  ✗ sse-retry',
      '  ✗ auth/metadata-var2',
      '',
      '\x1b[31mUnexpected failures detected: these scenarios are not in your expected-failures baseline.\x1b[0m',
    ].join('\n');
    expect(readBaselineReport(printed)).toEqual({
      unexpected: ['sse-retry', 'auth/metadata-var2'],
      stale: ['auth/dpop'],
    });
    expect(readBaselineReport('Baseline check passed')).toEqual({ unexpected: [], stale: [] });
  });

  it('adds up the checks of every scenario', () => {
    const results = { a: { passed: 3, failed: 1, warnings: 0 }, b: { passed: 2, failed: 0, warnings: 1 } };
    expect(sumTotals(results)).toEqual({ passed: 5, failed: 1, warnings: 1 });
  });
});
