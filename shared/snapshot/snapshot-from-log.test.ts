import { describe, expect, it } from 'vitest';
import { WireLog } from '../wire/wire-log.ts';
import { snapshotConnections, snapshotFromLog } from './snapshot-from-log.ts';

/** Writes frames the way the transports do: each with the kind, method and id it has on the wire; the log pairs them. */
function recorder() {
  const log = new WireLog(() => {});
  let t = 1000;
  let nextId = 0;
  const exchange = (
    connection: number,
    method: string,
    params: object | undefined,
    answer: { result: object } | { error: object },
  ) => {
    const id = nextId++;
    log.append({
      connection,
      t: t++,
      direction: 'out',
      kind: 'request',
      method,
      id,
      raw: JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) }),
    });
    log.append({
      connection,
      t: t++,
      direction: 'in',
      kind: 'result' in answer ? 'result' : 'error',
      id,
      raw: JSON.stringify({ jsonrpc: '2.0', id, ...answer }),
    });
  };
  return { log, exchange };
}

const tool = (name: string, properties: object = {}) => ({ name, inputSchema: { type: 'object', properties } });

describe('snapshotFromLog', () => {
  it('reads identity and capabilities from initialize, and each list from its last full listing, pages joined', async () => {
    const { log, exchange } = recorder();
    exchange(
      1,
      'initialize',
      { protocolVersion: '2025-11-25' },
      {
        result: {
          protocolVersion: '2025-11-25',
          capabilities: { tools: { listChanged: true }, prompts: {} },
          serverInfo: { name: 'demo', version: '1.0.0' },
          instructions: 'Be kind',
        },
      },
    );
    exchange(1, 'tools/list', undefined, { result: { tools: [tool('old')] } });
    // Listed again: a first page, then the page its cursor asked for.
    exchange(1, 'tools/list', {}, { result: { tools: [tool('a')], nextCursor: 'p2' } });
    log.append({ connection: 1, t: 5000, direction: 'in', kind: 'stderr', raw: 'listing' });
    exchange(1, 'tools/list', { cursor: 'p2' }, { result: { tools: [tool('b', { n: { type: 'number' } })] } });
    // A failed listing does not replace the last good one.
    exchange(1, 'prompts/list', undefined, { result: { prompts: [{ name: 'greet' }] } });
    exchange(1, 'prompts/list', undefined, { error: { code: -32603, message: 'boom' } });
    const snapshot = (await snapshotFromLog(log.entries()))!;
    expect(snapshot).toMatchObject({
      label: 'demo 1.0.0 · connection 1',
      origin: 'connection 1',
      source: 'log',
      server: { info: { name: 'demo', version: '1.0.0' }, protocolVersion: '2025-11-25', instructions: 'Be kind' },
      capabilities: { tools: { listChanged: true }, prompts: {} },
      prompts: [{ name: 'greet' }],
      findings: [],
    });
    expect(snapshot.tools).toEqual([tool('a'), tool('b', { n: { type: 'number' } })]);
    // Never listed: unknown, not empty.
    expect(snapshot).not.toHaveProperty('resources');
    expect(snapshot.takenAt).toBe(log.at(log.size - 3)!.t);
  });

  it('reads the connection asked for, the last one by default, and a 2026-07-28 server from server/discover', async () => {
    const { log, exchange } = recorder();
    exchange(
      1,
      'initialize',
      {},
      { result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 'first', version: '1' } } },
    );
    exchange(
      2,
      'server/discover',
      { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
      {
        result: {
          supportedVersions: ['2026-07-28'],
          capabilities: { resources: {} },
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'modern', version: '2' } },
        },
      },
    );
    exchange(2, 'resources/list', {}, { result: { resources: [{ uri: 'demo://a', name: 'a' }] } });
    exchange(
      2,
      'resources/templates/list',
      {},
      { result: { resourceTemplates: [{ uriTemplate: 'demo://{id}', name: 't' }] } },
    );
    exchange(3, 'tools/list', {}, { result: { tools: [] } });
    expect(snapshotConnections(log.entries())).toEqual([1, 2]);
    expect(await snapshotFromLog(log.entries())).toMatchObject({
      label: 'modern 2 · connection 2',
      server: { info: { name: 'modern', version: '2' }, protocolVersion: '2026-07-28' },
      capabilities: { resources: {} },
      resources: [{ uri: 'demo://a' }],
      resourceTemplates: [{ uriTemplate: 'demo://{id}' }],
    });
    expect(await snapshotFromLog(log.entries(), { connection: 1, label: 'before' })).toMatchObject({
      label: 'first 1 · before',
      server: { protocolVersion: '2025-06-18' },
    });
    expect(await snapshotFromLog(log.entries(), { connection: 3 })).toBeUndefined();
    expect(await snapshotFromLog([])).toBeUndefined();
  });

  it('says which answers it could not read, and goes on', async () => {
    const { log, exchange } = recorder();
    exchange(
      1,
      'initialize',
      {},
      { result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } },
    );
    exchange(1, 'tools/list', {}, { result: { tools: 'none' } });
    exchange(1, 'prompts/list', {}, { result: { prompts: [] } });
    log.append({
      connection: 1,
      t: 9999,
      direction: 'out',
      kind: 'request',
      method: 'resources/list',
      id: 'r',
      raw: '{"jsonrpc":"2.0","id":"r","method":"resources/list"}',
    });
    log.append({
      connection: 1,
      t: 10000,
      direction: 'in',
      kind: 'result',
      id: 'r',
      raw: '{"jsonrpc":"2.0","id":"r","result":',
    });
    const snapshot = (await snapshotFromLog(log.entries()))!;
    expect(snapshot.prompts).toEqual([]);
    expect(snapshot).not.toHaveProperty('tools');
    expect(snapshot.findings).toEqual([
      expect.objectContaining({
        rule: 'snapshot-result-unreadable',
        pointer: '/result/tools',
        message: 'entry 4: tools/list result has no "tools" array',
      }),
      expect.objectContaining({
        rule: 'snapshot-result-unreadable',
        pointer: '/result',
        message: 'entry 8: the resources/list result could not be read',
      }),
    ]);
  });

  it('reads the whole text of payloads the log keeps only the start of', async () => {
    const { log, exchange } = recorder();
    exchange(
      1,
      'initialize',
      {},
      { result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 'big', version: '1' } } },
    );
    exchange(1, 'tools/list', {}, { result: { tools: [tool('t')] } });
    const whole = new Map(log.entries().map((entry) => [entry.seq, entry.raw]));
    const previews = log.entries().map((entry) => ({ ...entry, raw: entry.raw.slice(0, 20), spilled: true as const }));
    expect(await snapshotFromLog(previews)).toBeUndefined();
    const snapshot = await snapshotFromLog(previews, { readText: async (entry) => whole.get(entry.seq)! });
    expect(snapshot).toMatchObject({ label: 'big 1 · connection 1', tools: [tool('t')] });
  });
});
