import { describe, expect, it } from 'vitest';
import { WireLog } from '../../../../shared/wire/wire-log.ts';
import { clientMethods, frameFor, lastEnvelope, readMessage, withMethod } from './composer-frame.ts';

const ids = () => {
  let n = 0;
  return () => `composer-${++n}`;
};

describe('composer frames', () => {
  it('offers what the client may send on the revision, requests first', () => {
    const methods = clientMethods('2025-11-25').map((spec) => spec.method);
    expect(methods).toContain('tools/call');
    expect(methods).toContain('notifications/initialized');
    expect(methods).not.toContain('sampling/createMessage');
    expect(methods.indexOf('tools/call')).toBeLessThan(methods.indexOf('notifications/initialized'));
    expect(clientMethods('2026-07-28').map((spec) => spec.method)).not.toContain('initialize');
  });

  it('starts a known request from its params template with a fresh id, a notification without one', () => {
    const next = ids();
    const call = JSON.parse(frameFor('tools/call', '2025-11-25', next));
    expect(call).toMatchObject({
      jsonrpc: '2.0',
      id: 'composer-1',
      method: 'tools/call',
      params: { name: expect.any(String) },
    });
    expect(JSON.parse(frameFor('notifications/initialized', '2025-11-25', next))).toEqual({
      jsonrpc: '2.0',
      method: 'notifications/initialized',
    });
    expect(JSON.parse(frameFor('roots/add', '2025-11-25', next))).toEqual({
      jsonrpc: '2.0',
      id: 'composer-2',
      method: 'roots/add',
      params: {},
    });
  });

  it("carries the envelope of the inspector's own requests on 2026-07-28, and only there", () => {
    const log = new WireLog(() => {});
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'mcp-loupe', version: '0.1.0' },
      progressToken: 3,
    };
    log.append({
      connection: 2,
      t: 0,
      direction: 'out',
      kind: 'request',
      method: 'tools/list',
      id: 1,
      raw: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: meta } }),
    });
    log.append({
      connection: 2,
      t: 1,
      direction: 'in',
      kind: 'result',
      id: 1,
      raw: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}',
    });
    const envelope = lastEnvelope(log.entries(), 2);
    expect(envelope).toEqual({
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'mcp-loupe', version: '0.1.0' },
    });
    expect(lastEnvelope(log.entries(), 1)).toBeUndefined();
    expect(JSON.parse(frameFor('tools/list', '2026-07-28', ids(), envelope)).params._meta).toEqual(envelope);
    expect(JSON.parse(frameFor('tools/list', '2025-11-25', ids(), envelope)).params?._meta).toBeUndefined();
  });

  it('says where the text stops being JSON', () => {
    expect(readMessage('{"a": 1}')).toEqual({ value: { a: 1 } });
    expect(readMessage('[]')).toEqual({ value: [] });
    expect(readMessage('  ')).toEqual({ problem: 'Write a JSON-RPC message first' });
    expect(readMessage('{\n  "a": 1,\n  "b": }')).toEqual({
      problem: expect.stringMatching(/^Not JSON: .* at line 3, column 8$/),
    });
  });

  it('changes the method of one frame and leaves other text alone', () => {
    expect(JSON.parse(withMethod('{"jsonrpc":"2.0","id":"composer-1","method":"a","params":{"x":1}}', 'b')!)).toEqual({
      jsonrpc: '2.0',
      id: 'composer-1',
      method: 'b',
      params: { x: 1 },
    });
    expect(withMethod('[{"method":"a"}]', 'b')).toBeUndefined();
    expect(withMethod('{', 'b')).toBeUndefined();
  });
});
