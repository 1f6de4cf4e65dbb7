import { describe, expect, it } from 'vitest';
import { envelopeFindings } from './envelope-rules.ts';

const rules = (value: unknown) => envelopeFindings(value, '2025-11-25').map((finding) => finding.rule);

describe('envelopeFindings', () => {
  it('takes well-formed requests, notifications, results and errors', () => {
    expect(rules({ jsonrpc: '2.0', id: 1, method: 'ping' })).toEqual([]);
    expect(rules({ jsonrpc: '2.0', method: 'notifications/initialized' })).toEqual([]);
    expect(rules({ jsonrpc: '2.0', id: 'a', result: {} })).toEqual([]);
    expect(rules({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })).toEqual([]);
  });

  it('flags a response with both members, or with neither', () => {
    expect(rules({ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } })).toEqual([
      'response-result-and-error',
    ]);
    expect(rules({ jsonrpc: '2.0', id: 1 })).toEqual(['response-no-result-or-error']);
  });

  it('flags a request id of the wrong type, a fraction, or null', () => {
    expect(envelopeFindings({ jsonrpc: '2.0', id: null, method: 'ping' }, '2025-11-25')).toMatchObject([
      { rule: 'request-id-type', pointer: '/id', source: '2025-11-25' },
    ]);
    expect(envelopeFindings({ jsonrpc: '2.0', id: true, method: 'ping' })).toMatchObject([
      { rule: 'request-id-type', source: 'JSON-RPC 2.0' },
    ]);
    expect(rules({ jsonrpc: '2.0', id: 1.5, method: 'ping' })).toEqual(['request-id-type']);
  });

  it('flags an error object without an integer code or a string message, at each member', () => {
    expect(
      envelopeFindings({ jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 7 } }).map((finding) => finding.pointer),
    ).toEqual(['/error/code', '/error/message']);
    expect(rules({ jsonrpc: '2.0', id: 1, error: 'boom' })).toEqual(['error-object-invalid']);
  });

  it('flags a result without an id, and anything that is not a message', () => {
    expect(rules({ jsonrpc: '2.0', result: {} })).toEqual(['response-id-missing']);
    expect(rules({ jsonrpc: '2.0', id: null, result: {} })).toEqual(['response-id-missing']);
    expect(rules({ jsonrpc: '1.0', id: 1, method: 'ping' })).toEqual(['jsonrpc-version']);
    expect(rules(42)).toEqual(['not-jsonrpc']);
    expect(rules({ hello: 1 })).toEqual(['not-jsonrpc']);
  });
});
