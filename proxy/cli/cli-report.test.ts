import { describe, expect, it } from 'vitest';
import type { Finding } from '../../shared/diagnose/finding.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import {
  type ReportedFinding,
  answerFindings,
  exitCodeFor,
  findingLine,
  findingsOf,
  reportJson,
} from './cli-report.ts';
import { EXIT } from './exit-codes.ts';
import type { MethodAnswer } from './run-method.ts';

const warning: Finding = {
  rule: 'unknown-method',
  severity: 'warning',
  pointer: '/method',
  source: '2025-11-25',
  message: 'nope is not a method MCP defines',
};
const info: Finding = {
  rule: 'revision-probe-declined',
  severity: 'info',
  pointer: '/error',
  source: '2026-07-28',
  message: 'the server does not take server/discover',
};
const ok: MethodAnswer = { kind: 'result', result: { content: [] }, resultFindings: [], durationMs: 1 };
const raw = (patch: Partial<Extract<MethodAnswer, { kind: 'raw' }>['sent']>): MethodAnswer => ({
  kind: 'raw',
  sent: { requests: [1], answers: [], unanswered: [], sent: true, durationMs: 1, ...patch },
});
const code = (
  answer: MethodAnswer | undefined,
  more: { strict?: boolean; findings?: ReportedFinding[]; connected?: boolean; connectionFailure?: string } = {},
) =>
  exitCodeFor({
    answer,
    findings: more.findings ?? [],
    strict: more.strict ?? false,
    connected: more.connected ?? true,
    ...(more.connectionFailure ? { connectionFailure: more.connectionFailure } : {}),
  });

describe('exitCodeFor', () => {
  it('has a distinct code for each outcome', () => {
    expect(EXIT).toMatchObject({
      ok: 0,
      failed: 1,
      usage: 2,
      connection: 3,
      jsonRpcError: 4,
      toolError: 5,
      finding: 6,
      timeout: 7,
    });
    expect(code(ok)).toBe(EXIT.ok);
    expect(code(undefined, { connectionFailure: 'refused' })).toBe(EXIT.connection);
    expect(code({ kind: 'error', code: -32601, message: 'Method not found', durationMs: 1 })).toBe(EXIT.jsonRpcError);
    expect(code({ kind: 'result', result: { content: [], isError: true }, resultFindings: [], durationMs: 1 })).toBe(
      EXIT.toolError,
    );
    expect(code({ kind: 'error', message: 'No answer within 1 s', timedOut: true, durationMs: 1000 })).toBe(
      EXIT.timeout,
    );
    expect(code({ kind: 'error', message: 'The connection closed', durationMs: 1 }, { connected: false })).toBe(
      EXIT.connection,
    );
    expect(code({ kind: 'error', message: 'Not available in this era', durationMs: 1 })).toBe(EXIT.failed);
    expect(code({ kind: 'cancelled', durationMs: 1 })).toBe(EXIT.interrupted);
  });

  it("--strict fails on an error or warning finding, not on an info one, and never hides the answer's own outcome", () => {
    expect(code(ok, { findings: [warning] })).toBe(EXIT.ok);
    expect(code(ok, { strict: true, findings: [info] })).toBe(EXIT.ok);
    expect(code(ok, { strict: true, findings: [info, warning] })).toBe(EXIT.finding);
    expect(
      code({ kind: 'error', code: -32602, message: 'bad', durationMs: 1 }, { strict: true, findings: [warning] }),
    ).toBe(EXIT.jsonRpcError);
  });

  it("--strict fails exactly when the server broke a rule: not for the inspector's own probe, the person's action, or a frame the inspector sent", () => {
    const onAnswer = { ...warning, direction: 'in' as const };
    expect(code(ok, { strict: true, findings: [{ ...onAnswer, cause: 'probe' }] })).toBe(EXIT.ok);
    expect(code(ok, { strict: true, findings: [{ ...onAnswer, cause: 'person' }] })).toBe(EXIT.ok);
    expect(code(ok, { strict: true, findings: [{ ...warning, direction: 'out' }] })).toBe(EXIT.ok);
    expect(code(ok, { strict: true, findings: [{ ...onAnswer, cause: 'server' }] })).toBe(EXIT.finding);
  });

  it("reads a raw frame's answers", () => {
    expect(code(raw({ answers: [{ id: 1, message: { jsonrpc: '2.0', id: 1, result: {} }, latencyMs: 1 }] }))).toBe(
      EXIT.ok,
    );
    expect(code(raw({ requests: [], sent: true }))).toBe(EXIT.ok);
    expect(
      code(
        raw({
          answers: [
            { id: 1, message: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no' } }, latencyMs: 1 },
          ],
        }),
      ),
    ).toBe(EXIT.jsonRpcError);
    expect(code(raw({ unanswered: [1], failure: 'No answer within 1 s' }))).toBe(EXIT.timeout);
    expect(code(raw({ unanswered: [1], failure: 'The connection ended: it closed' }))).toBe(EXIT.connection);
    expect(code(raw({ unanswered: [1], sent: false, failure: 'Sending failed: 400' }))).toBe(EXIT.failed);
  });
});

describe('findings', () => {
  const entries = [
    {
      seq: 0,
      connection: 1,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'nope',
      id: 'x1',
      raw: '{}',
      size: 2,
      findings: [warning],
    },
    { seq: 1, connection: 1, t: 1, direction: 'in', kind: 'result', raw: '{}', size: 2 },
    {
      seq: 2,
      connection: 1,
      t: 2,
      direction: 'in',
      kind: 'error',
      method: 'server/discover',
      id: 7,
      raw: '{}',
      size: 2,
      findings: [info],
    },
  ] as WireEntry[];

  it('lists each finding with the frame it is on, in log order', () => {
    expect(findingsOf(entries)).toEqual([
      { ...warning, seq: 0, connection: 1, direction: 'out', kind: 'request', method: 'nope', id: 'x1' },
      { ...info, seq: 2, connection: 1, direction: 'in', kind: 'error', method: 'server/discover', id: 7 },
    ]);
  });

  it('reads as one line on stderr', () => {
    const [sent, received] = findingsOf(entries);
    expect(findingLine(sent!)).toBe(
      'warning unknown-method: → nope id "x1" (frame 1) at /method: nope is not a method MCP defines [2025-11-25]',
    );
    expect(findingLine({ ...received!, didYouMean: 'initialize', pointer: '' })).toBe(
      'info revision-probe-declined: ← server/discover id 7 (frame 3): the server does not take server/discover (did you mean initialize?) [2026-07-28]',
    );
  });

  it('adds the judgements of the result that no frame holds, on the response they judge', () => {
    const schema: Finding = {
      rule: 'output-schema-mismatch',
      severity: 'error',
      pointer: '/result/structuredContent/temperature',
      source: '2025-06-18',
      message: 'structuredContent.temperature does not match the outputSchema',
    };
    const answered = [
      ...entries,
      { seq: 3, connection: 1, t: 3, direction: 'in', kind: 'result', method: 'tools/call', id: 9, raw: '{}', size: 2 },
    ] as WireEntry[];
    const answer: MethodAnswer = { ...ok, findings: [info, schema], requestId: 9 };
    expect(answerFindings(answer, answered)).toEqual([
      { ...schema, seq: 3, connection: 1, direction: 'in', kind: 'result', method: 'tools/call', id: 9 },
    ]);
    expect(code(answer, { strict: true, findings: answerFindings(answer, answered) })).toBe(EXIT.finding);
    expect(findingLine(answerFindings({ ...answer, requestId: 10 }, answered)[0]!)).toBe(
      'error output-schema-mismatch: · the answer at /result/structuredContent/temperature: structuredContent.temperature does not match the outputSchema [2025-06-18]',
    );
  });

  it('goes in the JSON report beside the result as received', () => {
    const report = JSON.parse(
      reportJson({
        method: 'tools/call',
        protocolVersion: '2025-11-25',
        answer: ok,
        findings: findingsOf(entries),
        exitCode: EXIT.ok,
      }),
    );
    expect(report).toEqual({
      method: 'tools/call',
      protocolVersion: '2025-11-25',
      result: { content: [] },
      problems: [],
      durationMs: 1,
      findings: findingsOf(entries),
      exitCode: 0,
    });
    const failed = JSON.parse(
      reportJson({
        method: 'ping',
        answer: {
          kind: 'error',
          code: -32601,
          codeName: 'Method not found',
          message: 'no',
          data: { a: 1 },
          durationMs: 2,
        },
        findings: [],
        exitCode: EXIT.jsonRpcError,
      }),
    );
    expect(failed).toEqual({
      method: 'ping',
      error: { code: -32601, codeName: 'Method not found', message: 'no', data: { a: 1 } },
      durationMs: 2,
      findings: [],
      exitCode: 4,
    });
  });
});
