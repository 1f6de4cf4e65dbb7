import { describe, expect, it } from 'vitest';
import { classifyText } from './classify.ts';
import { errorCodeName } from './error-codes.ts';

describe('classifyText', () => {
  it('tells requests, notifications, results and errors apart', () => {
    expect(classifyText('{"jsonrpc":"2.0","id":1,"method":"tools/list"}')).toMatchObject({ kind: 'request', id: 1, method: 'tools/list' });
    expect(classifyText('{"jsonrpc":"2.0","method":"notifications/initialized"}')).toMatchObject({ kind: 'notification', method: 'notifications/initialized' });
    expect(classifyText('{"jsonrpc":"2.0","id":"a","result":{}}')).toMatchObject({ kind: 'result', id: 'a' });
    expect(classifyText('{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"x"}}')).toMatchObject({ kind: 'error', id: 2 });
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
    expect(frame.problem).toContain('"id"');
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
    expect(classifyText('{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}').problem).toBe('a response must carry the "id" of its request');
    expect(classifyText('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}').problem).toBeUndefined();
  });

  it('names a byte order mark instead of quoting the parser', () => {
    expect(classifyText('\uFEFF{"jsonrpc":"2.0","method":"x"}')).toMatchObject({ kind: 'invalid-json', problem: expect.stringContaining('byte order mark (U+FEFF)') });
  });
});

describe('errorCodeName', () => {
  it('names standard and MCP codes', () => {
    expect(errorCodeName(-32700)).toBe('Parse error');
    expect(errorCodeName(-32601)).toBe('Method not found');
    expect(errorCodeName(-32002)).toBe('Resource not found');
    expect(errorCodeName(-32042)).toBe('URL elicitation required');
    expect(errorCodeName(-32022)).toBe('Unsupported protocol version');
    expect(errorCodeName(-32050)).toBe('Server error');
    expect(errorCodeName(7)).toBe('Application error');
  });
});
