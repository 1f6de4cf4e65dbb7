import { describe, expect, it } from 'vitest';
import { resultOutcome } from '../session/call-outcome.ts';
import { invalidParamsRule } from './spec-rules.ts';
import {
  judgeDiscover,
  judgeInitializeVersion,
  judgeInvalidParams,
  judgePing,
  judgeRequestVersion,
  judgeUnknownMethod,
} from './judge-answers.ts';

const result = (value: unknown) => ({ message: { jsonrpc: '2.0', id: 1, result: value } });
const error = (code: unknown, data?: unknown) => ({
  message: { jsonrpc: '2.0', id: 1, error: { code, message: 'no', ...(data !== undefined ? { data } : {}) } },
});
const silence = { failure: 'No answer within 10 s' };

describe('ping', () => {
  it('passes an empty result (a _meta is allowed), warns of other members, fails an error', () => {
    expect(judgePing({ kind: 'result', result: {}, durationMs: 3 }).result).toBe('pass');
    expect(judgePing({ kind: 'result', result: { _meta: { a: 1 } }, durationMs: 3 }).result).toBe('pass');
    expect(judgePing({ kind: 'result', result: { pong: true }, durationMs: 3 })).toMatchObject({
      result: 'warning',
      summary: expect.stringContaining('"pong"'),
    });
    expect(judgePing({ kind: 'error', code: -32601, message: 'Method not found', durationMs: 1 })).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('-32601 Method not found'),
    });
    expect(judgePing({ kind: 'result', result: 'pong', durationMs: 1 }).result).toBe('fail');
  });
});

describe('an unknown method', () => {
  it('passes -32601 only', () => {
    expect(judgeUnknownMethod('x/y', error(-32601)).result).toBe('pass');
    expect(judgeUnknownMethod('x/y', result({}))).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('answered with a result'),
    });
    expect(judgeUnknownMethod('x/y', error(-32600))).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('-32600 Invalid request'),
    });
    expect(judgeUnknownMethod('x/y', silence)).toMatchObject({ result: 'fail', text: 'No answer within 10 s' });
  });
});

describe('malformed params', () => {
  const probe = (answer: object, method = 'tools/call') => ({ method, what: 'without "name"', answer });

  it('passes when every probe gets -32602', () => {
    expect(judgeInvalidParams([probe(error(-32602)), probe(error(-32602), 'resources/read')]).result).toBe('pass');
  });

  it('warns of another error code, as the revisions ask for -32602 (a SHOULD)', () => {
    const judged = judgeInvalidParams([probe(error(-32603)), probe(error(-32602), 'resources/read')]);
    expect(judged.result).toBe('warning');
    expect(judged.summary).toBe(
      'tools/call answered -32603 Internal error instead of -32602 Invalid params: the revision asks for -32602 when params are invalid',
    );
    expect(judged.text).toBe(
      'tools/call without "name": -32603 Internal error instead of -32602 Invalid params\nresources/read without "name": -32602 Invalid params',
    );
  });

  it('fails a result or silence, and says which', () => {
    const judged = judgeInvalidParams([
      probe(error(-32603)),
      probe(result({ contents: [] }), 'resources/read'),
      probe(silence, 'prompts/get'),
    ]);
    expect(judged.result).toBe('fail');
    expect(judged.summary).toContain('resources/read without "name": answered with a result');
    expect(judged.summary).toContain('prompts/get without "name": no answer');
    expect(judged.text).toContain('-32603 Internal error instead of -32602');
  });

  it('cites the rule of the method behind the verdict: Tools for tools/call, Prompts for prompts/get, JSON-RPC for resources/read', () => {
    const cited = (method: string, answer: ReturnType<typeof error>) =>
      judgeInvalidParams([{ ...probe(answer, method), rule: invalidParamsRule(method, '2024-11-05') }]).rule;
    expect(cited('tools/call', error(-32603))).toEqual({
      revision: '2024-11-05',
      section: 'Tools › Error Handling',
      url: 'https://modelcontextprotocol.io/specification/2024-11-05/server/tools#error-handling',
    });
    expect(cited('prompts/get', error(-32603))).toMatchObject({
      revision: '2024-11-05',
      section: 'Prompts › Error Handling',
    });
    expect(cited('resources/read', error(-32603))).toMatchObject({
      revision: 'JSON-RPC 2.0',
      section: '5.1 Error object: -32602 Invalid params',
    });
    const both = judgeInvalidParams([
      { ...probe(error(-32603)), rule: invalidParamsRule('tools/call', '2025-11-25') },
      { ...probe(error(-32602), 'prompts/get'), rule: invalidParamsRule('prompts/get', '2025-11-25') },
    ]);
    expect(both.rule?.section).toBe('Tools › Error Handling');
    expect(both.summary).toBe(
      'tools/call answered -32603 Internal error instead of -32602 Invalid params: -32602 is the code for invalid params (Tools › Error Handling)',
    );
  });

  it('is not applicable without anything to send to', () => {
    expect(judgeInvalidParams([]).result).toBe('not-applicable');
  });
});

describe('an unsupported revision in initialize (2025)', () => {
  it('passes a revision the server supports, fails an echo, an error or no version', () => {
    expect(judgeInitializeVersion('1999-01-01', result({ protocolVersion: '2025-06-18' })).result).toBe('pass');
    expect(judgeInitializeVersion('1999-01-01', result({ protocolVersion: '1999-01-01' }))).toMatchObject({
      result: 'fail',
      summary: expect.stringContaining('as if it spoke it'),
    });
    expect(judgeInitializeVersion('1999-01-01', error(-32602)).result).toBe('fail');
    expect(judgeInitializeVersion('1999-01-01', result({})).result).toBe('fail');
    expect(judgeInitializeVersion('1999-01-01', silence).result).toBe('fail');
  });

  it('warns of a revision that was never published', () => {
    expect(judgeInitializeVersion('1999-01-01', result({ protocolVersion: '2025-13-01' })).result).toBe('warning');
  });
});

describe('an unsupported revision in a request (2026-07-28)', () => {
  const refusal = error(-32022, { supported: ['2026-07-28'], requested: '2099-12-31' });

  it('passes -32022 with the supported revisions', () => {
    expect(judgeRequestVersion('server/discover', '2099-12-31', refusal)).toMatchObject({
      result: 'pass',
      summary: 'Refused with -32022; supported: 2026-07-28',
    });
  });

  it('fails -32022 without data.supported, another code, or a result on a connection of its own', () => {
    expect(judgeRequestVersion('server/discover', '2099-12-31', error(-32022)).result).toBe('fail');
    expect(judgeRequestVersion('server/discover', '2099-12-31', error(-32602)).result).toBe('fail');
    expect(judgeRequestVersion('server/discover', '2099-12-31', result({})).result).toBe('fail');
  });

  it('only warns of a result on a connection already speaking another revision', () => {
    expect(
      judgeRequestVersion('tools/list', '2099-12-31', result({ tools: [] }), { sameConnection: true }).result,
    ).toBe('warning');
  });

  it('warns when data.requested names another revision', () => {
    expect(
      judgeRequestVersion(
        'tools/list',
        '2099-12-31',
        error(-32022, { supported: ['2026-07-28'], requested: '2026-07-28' }),
      ).result,
    ).toBe('warning');
  });
});

describe('server/discover', () => {
  const answered = (value: unknown, problems: string[] = []) =>
    resultOutcome(
      value,
      problems.map((message) => ({
        rule: 'result-schema',
        severity: 'error',
        pointer: '/result',
        source: 'MCP',
        message,
      })),
      1,
    );

  it('passes the revisions (with the one in use) and capabilities', () => {
    expect(judgeDiscover(answered({ supportedVersions: ['2026-07-28'], capabilities: {} }), '2026-07-28').result).toBe(
      'pass',
    );
  });

  it('fails a list without the revision in use, missing capabilities, or schema problems', () => {
    expect(
      judgeDiscover(answered({ supportedVersions: ['2027-01-01'], capabilities: {} }), '2026-07-28').summary,
    ).toContain('does not include 2026-07-28');
    expect(judgeDiscover(answered({ supportedVersions: ['2026-07-28'] }), '2026-07-28').summary).toContain(
      'capabilities must be an object',
    );
    expect(
      judgeDiscover(
        answered({ supportedVersions: ['2026-07-28'], capabilities: {} }, ['resultType: missing']),
        '2026-07-28',
      ).result,
    ).toBe('fail');
    expect(
      judgeDiscover({ kind: 'error', code: -32601, message: 'Method not found', durationMs: 1 }, '2026-07-28').result,
    ).toBe('fail');
  });
});
