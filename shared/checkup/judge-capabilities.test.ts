import { describe, expect, it } from 'vitest';
import {
  judgeCancellation,
  judgeCapability,
  judgeCompletion,
  judgeListChanged,
  judgeLogging,
  methodAnswer,
} from './judge-capabilities.ts';

const ok = (method: string) => ({ method, ok: true });
const failed = (method: string) => ({ method, ok: false, error: '-32601 Method not found', code: -32601 });

describe('a capability and what the server answers', () => {
  it('passes a declared capability whose methods answer, and an undeclared one whose methods are refused', () => {
    expect(judgeCapability('tools', true, [ok('tools/list')]).result).toBe('pass');
    expect(judgeCapability('prompts', false, [failed('prompts/list')]).result).toBe('pass');
  });

  it('fails a declared capability whose method fails, and an undeclared one that answers', () => {
    expect(
      judgeCapability('resources', true, [failed('resources/list'), ok('resources/templates/list')]),
    ).toMatchObject({
      result: 'fail',
      summary: 'Declares resources, but resources/list failed (-32601 Method not found)',
    });
    const crashed = { method: 'resources/templates/list', ok: false, error: '-32603 Internal error', code: -32603 };
    expect(judgeCapability('resources', true, [ok('resources/list'), crashed]).result).toBe('fail');
    expect(judgeCapability('prompts', false, [ok('prompts/list')]).summary).toContain(
      'Does not declare prompts, yet answers prompts/list',
    );
  });

  it('tells for information, citing Resources › Resource Templates, when a server declaring resources has no resources/templates/list: the revision requires it of no one', () => {
    const judged = judgeCapability(
      'resources',
      true,
      [ok('resources/list'), failed('resources/templates/list')],
      '2024-11-05',
    );
    expect(judged.result).toBe('pass');
    expect(judged.information).toContain('which 2024-11-05 Resources › Resource Templates allows');
    expect(judged.rule).toEqual({
      revision: '2024-11-05',
      section: 'Resources › Resource Templates',
      url: 'https://modelcontextprotocol.io/specification/2024-11-05/server/resources#resource-templates',
    });
    expect(judged.summary).toContain('resources/templates/list was answered -32601 Method not found');
  });

  it('reads an outcome as an answer', () => {
    expect(methodAnswer('x', { kind: 'error', code: -32603, message: 'boom', durationMs: 1 })).toEqual({
      method: 'x',
      ok: false,
      error: '-32603 Internal error',
      code: -32603,
    });
    expect(methodAnswer('x', { kind: 'result', result: {}, durationMs: 1 })).toEqual({
      method: 'x',
      ok: true,
    });
  });
});

describe('logging', () => {
  it('fails a declared logging whose setLevel fails, and log messages without the declaration; warns of setLevel answered undeclared', () => {
    expect(judgeLogging(true, ok('logging/setLevel'), []).result).toBe('pass');
    expect(judgeLogging(true, failed('logging/setLevel'), []).result).toBe('fail');
    expect(judgeLogging(false, ok('logging/setLevel'), []).result).toBe('warning');
    expect(judgeLogging(false, failed('logging/setLevel'), []).result).toBe('pass');
    expect(judgeLogging(false, undefined, ['notifications/message']).summary).toContain(
      'sent notifications/message without declaring logging',
    );
  });
});

describe('completions', () => {
  it('passes a list of values, fails anything else', () => {
    expect(
      judgeCompletion({ kind: 'result', result: { completion: { values: ['a'] } }, durationMs: 1 }, 'x').summary,
    ).toContain('1 value');
    expect(judgeCompletion({ kind: 'result', result: {}, durationMs: 1 }, 'x').result).toBe('fail');
    expect(judgeCompletion({ kind: 'error', code: -32601, message: 'no', durationMs: 1 }, 'x').result).toBe('fail');
  });
});

describe('listChanged', () => {
  it('checks the form of each declaration and says what it has seen', () => {
    const judged = judgeListChanged({
      capabilities: { tools: { listChanged: true }, prompts: {} },
      seen: new Set(['tools']),
      undeclared: [],
    });
    expect(judged).toMatchObject({
      result: 'pass',
      summary: 'listChanged declared for tools, well formed; seen on this connection: notifications/tools/list_changed',
    });
    expect(judged.text).toContain('checked for its form only');
    expect(
      judgeListChanged({ capabilities: { tools: { listChanged: 'yes' } }, seen: new Set(), undeclared: [] }).summary,
    ).toBe('tools.listChanged is "yes", not a boolean');
    expect(judgeListChanged({ capabilities: { tools: {} }, seen: new Set(), undeclared: [] }).result).toBe(
      'not-applicable',
    );
    expect(
      judgeListChanged({
        capabilities: { tools: {} },
        seen: new Set(['tools']),
        undeclared: ['notifications/tools/list_changed'],
      }).result,
    ).toBe('warning');
  });
});

describe('cancellation', () => {
  it('passes silence after the cancellation, warns of an answer after it, cannot judge an answer before it', () => {
    expect(judgeCancellation({ what: 'tools/call slow', cancelledAfterMs: 300, waitedMs: 3000 })).toMatchObject({
      result: 'pass',
      summary: 'Cancelled 300 ms after sending; no answer in the 3 s that followed',
    });
    expect(
      judgeCancellation({ what: 'tools/call slow', cancelledAfterMs: 300, answeredAfterMs: 2000, waitedMs: 1700 }),
    ).toMatchObject({
      result: 'warning',
      summary: expect.stringContaining('answered 1700 ms after notifications/cancelled'),
    });
    expect(judgeCancellation({ what: 'tools/call slow', answeredAfterMs: 20, waitedMs: 0 }).result).toBe(
      'not-applicable',
    );
    expect(judgeCancellation({ what: 'tools/call slow', failure: 'Not connected', waitedMs: 0 }).result).toBe('fail');
  });
});
