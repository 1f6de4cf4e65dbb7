import { describe, expect, it } from 'vitest';
import { classifyText } from './classify.ts';

describe('classifyText', () => {
  it('tells requests, notifications, results and errors apart', () => {
    expect(classifyText('{"jsonrpc":"2.0","id":1,"method":"tools/list"}')).toMatchObject({
      kind: 'request',
      id: 1,
      method: 'tools/list',
    });
    expect(classifyText('{"jsonrpc":"2.0","method":"notifications/initialized"}')).toMatchObject({
      kind: 'notification',
      method: 'notifications/initialized',
    });
    expect(classifyText('{"jsonrpc":"2.0","id":"a","result":{}}')).toMatchObject({ kind: 'result', id: 'a' });
    expect(classifyText('{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"x"}}')).toMatchObject({
      kind: 'error',
      id: 2,
    });
  });

  it('keeps non-JSON and non-JSON-RPC text as its own kind, with the reason', () => {
    const garbage = classifyText('Server starting...');
    expect(garbage.kind).toBe('invalid-json');
    expect(garbage.problem).toBeTruthy();
    expect(classifyText('42')).toMatchObject({ kind: 'not-jsonrpc' });
    expect(classifyText('{"hello":1}')).toMatchObject({ kind: 'not-jsonrpc' });
    expect(classifyText('[{"jsonrpc":"2.0","method":"a"}]')).toMatchObject({ kind: 'batch' });
  });

  it('flags a wrong jsonrpc member and a bad id but still classifies', () => {
    const frame = classifyText('{"jsonrpc":"1.0","id":null,"method":"ping"}');
    expect(frame.kind).toBe('request');
    expect(frame.problem).toContain('"jsonrpc" must be "2.0"');
    expect(frame.problem).toContain('a request id must not be null');
    expect(frame.findings?.map((finding) => finding.rule)).toEqual(['jsonrpc-version', 'request-id-type']);
    expect(classifyText('{"jsonrpc":"2.0","id":1.5,"method":"ping"}').findings).toMatchObject([
      { rule: 'request-id-type', pointer: '/id' },
    ]);
    expect(classifyText('{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}').problem).toBe(
      '"id" must be a string or a number (got an object)',
    );
    expect(classifyText('{"jsonrpc":"2.0","id":"x","method":"ping"}').findings).toBeUndefined();
  });

  it('names a response with neither result nor error, and one whose method is not a string', () => {
    expect(classifyText('{"jsonrpc":"2.0","id":4}')).toMatchObject({
      kind: 'not-jsonrpc',
      findings: [{ rule: 'response-no-result-or-error' }],
    });
    expect(classifyText('{"jsonrpc":"2.0","id":4,"method":7}')).toMatchObject({
      kind: 'not-jsonrpc',
      findings: [{ rule: 'not-jsonrpc', pointer: '/method' }],
    });
  });
});

describe('response shape', () => {
  it('names what is wrong with a malformed error or a response with both members', () => {
    expect(classifyText('{"jsonrpc":"2.0","id":1,"error":{"code":"-32000"}}').problem).toBe(
      '"error.code" must be an integer (got "-32000"); "error.message" must be a string (got nothing)',
    );
    expect(classifyText('{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}')).toMatchObject({
      kind: 'result',
      problem: 'a response must have "result" or "error", not both',
    });
    expect(classifyText('{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}').problem).toBe(
      'a response must carry the "id" of its request',
    );
    expect(
      classifyText('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}').problem,
    ).toBeUndefined();
  });

  it('names a byte order mark instead of quoting the parser', () => {
    expect(classifyText('\uFEFF{"jsonrpc":"2.0","method":"x"}')).toMatchObject({
      kind: 'invalid-json',
      problem: expect.stringContaining('byte order mark (U+FEFF)'),
    });
  });
});
