import { describe, expect, it } from 'vitest';
import { ProtocolView, type ViewFrame } from './protocol-view.ts';

const rules = (findings: ReturnType<ProtocolView['check']>) => findings.map((finding) => finding.rule);
const out = (method: string, id: number | undefined, params?: unknown): ViewFrame => ({
  direction: 'out',
  kind: id === undefined ? 'notification' : 'request',
  method,
  id,
  value: { jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, ...(params ? { params } : {}) },
});
const incoming = (method: string, params?: unknown, id?: number): ViewFrame => ({
  direction: 'in',
  kind: id === undefined ? 'notification' : 'request',
  method,
  id,
  value: { jsonrpc: '2.0', method, ...(id === undefined ? {} : { id }), ...(params ? { params } : {}) },
});
const answer = (method: string, result: unknown): ViewFrame => ({
  direction: 'in',
  kind: 'result',
  method,
  id: 0,
  value: { jsonrpc: '2.0', id: 0, result },
});

function opened(
  revision = '2025-06-18',
  serverCapabilities: unknown = { tools: {} },
  clientCapabilities: unknown = { roots: {} },
) {
  const view = new ProtocolView();
  view.check(
    out('initialize', 0, {
      protocolVersion: revision,
      capabilities: clientCapabilities,
      clientInfo: { name: 'c', version: '1' },
    }),
  );
  view.check(
    answer('initialize', {
      protocolVersion: revision,
      capabilities: serverCapabilities,
      serverInfo: { name: 's', version: '1' },
    }),
  );
  return view;
}

describe('ProtocolView', () => {
  it("learns the revision and both sides' capabilities from the initialize exchange", () => {
    const view = opened('2025-06-18');
    expect(view.revision).toBe('2025-06-18');
    expect(rules(view.check(incoming('notifications/tools/list_changed')))).toEqual(['capability-not-declared']);
    expect(rules(view.check(incoming('sampling/createMessage', { messages: [], maxTokens: 1 }, 3)))).toEqual([
      'capability-not-offered',
    ]);
    expect(rules(view.check(incoming('roots/list', undefined, 4)))).toEqual([]);
  });

  it('judges methods by the negotiated revision, with did-you-mean', () => {
    const view = opened('2025-11-25', { tools: { listChanged: true }, resources: { subscribe: true } });
    expect(view.check(incoming('resources/updated', { uri: 'x' }))).toMatchObject([
      { rule: 'unknown-notification', didYouMean: 'notifications/resources/updated' },
    ]);
    expect(rules(view.check(incoming('notifications/initialized')))).toEqual(['wrong-sender']);
    expect(rules(view.check(out('tasks/create', 5)))).toEqual(['unknown-method']);
    expect(rules(view.check(incoming('notifications/tools/list_changed')))).toEqual([]);
  });

  it('flags a protocolVersion answer the client did not ask for and does not support', () => {
    const view = new ProtocolView();
    view.describe({ supportedRevisions: ['2025-06-18'] });
    view.check(out('initialize', 0, { protocolVersion: '2025-06-18', capabilities: {} }));
    expect(rules(view.check(answer('initialize', { protocolVersion: '2024-11-05', capabilities: {} })))).toEqual([
      'protocol-version-not-offered',
    ]);
    expect(view.revision).toBe('2025-06-18');
  });

  it('takes what the session states over what the frames suggest', () => {
    const view = opened('2025-06-18');
    view.describe({ revision: '2025-03-26', serverCapabilities: { tools: { listChanged: true } } });
    expect(view.revision).toBe('2025-03-26');
    expect(rules(view.check(incoming('notifications/tools/list_changed')))).toEqual([]);
  });

  it("reads 2026-07-28's revision and client capabilities from the request envelope, not from the discover probe", () => {
    const view = new ProtocolView();
    view.check(out('server/discover', 0, { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }));
    expect(view.revision).toBeUndefined();
    view.check(answer('server/discover', { supportedVersions: ['2026-07-28'], capabilities: { tools: {} } }));
    view.check(
      out('tools/list', 1, {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      }),
    );
    expect(view.revision).toBe('2026-07-28');
    expect(rules(view.check(out('ping', 2)))).toEqual(['method-not-in-revision']);
    expect(rules(view.check(incoming('notifications/message', { level: 'info', data: 'x' })))).toEqual([
      'capability-not-declared',
    ]);
  });

  it('notes a refused server/discover during negotiation as the probe it is, and judges later ones as errors', () => {
    const view = new ProtocolView();
    view.check(out('server/discover', 0));
    const refusal: ViewFrame = {
      direction: 'in',
      kind: 'error',
      method: 'server/discover',
      id: 0,
      value: { jsonrpc: '2.0', id: 0, error: { code: -32601, message: 'Method not found' } },
    };
    expect(view.check(refusal)).toMatchObject([{ rule: 'revision-probe-declined', severity: 'info' }]);
    view.check(out('initialize', 1, { protocolVersion: '2025-11-25', capabilities: {} }));
    view.check(answer('initialize', { protocolVersion: '2025-11-25', capabilities: {} }));
    expect(rules(view.check(refusal))).toEqual([]);
  });

  it('checks _meta keys on params and results, and members that came in a later revision', () => {
    const view = opened('2024-11-05');
    expect(
      view
        .check(incoming('notifications/message', { level: 'info', data: 'x', _meta: { 'bad key': 1 } }))
        .map((finding) => finding.rule),
    ).toContain('capability-not-declared');
    const later = opened('2025-11-25', { tools: {} });
    expect(later.check(answer('tools/call', { content: [], _meta: { 'bad key': 1 } }))).toMatchObject([
      { rule: 'meta-key-invalid', pointer: '/result/_meta/bad key' },
    ]);
    expect(
      view.check(answer('tools/call', { content: [{ type: 'audio', data: '', mimeType: 'audio/wav' }] })),
    ).toMatchObject([{ rule: 'member-too-new', pointer: '/result/content/0', source: '2025-03-26' }]);
  });

  it('names error codes the revision does not have', () => {
    const view = opened('2024-11-05');
    const error: ViewFrame = {
      direction: 'in',
      kind: 'error',
      method: 'tools/call',
      id: 0,
      value: { jsonrpc: '2.0', id: 0, error: { code: -32042, message: 'open a URL' } },
    };
    expect(rules(view.check(error))).toEqual(['error-code-not-in-revision']);
  });

  it('never throws on frames of any shape', () => {
    const view = new ProtocolView();
    for (const value of [
      undefined,
      null,
      1,
      'x',
      [],
      { params: null },
      { params: [] },
      { result: 'x' },
      { error: [] },
      { params: { _meta: [] } },
    ]) {
      expect(() => view.check({ direction: 'in', kind: 'request', method: 'x', value })).not.toThrow();
      expect(() => view.check({ direction: 'in', kind: 'result', method: 'initialize', value })).not.toThrow();
      expect(() => view.check({ direction: 'out', kind: 'request', method: 'initialize', value })).not.toThrow();
    }
  });
});
