import type { Client, JSONRPCMessage } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import type { StatedTransport, TransportFacts } from '../jsonrpc/transport-facts.ts';
import { Connection } from './connection.ts';
import { ConnectionWatch, type WatchVerdict } from './connection-watch.ts';
import { RawResults } from './raw-results.ts';

/** A transport that states made-up facts and counts what was asked of it. */
function statedTransport(facts: TransportFacts) {
  const calls: string[] = [];
  const transport: StatedTransport = {
    start: async () => {},
    send: async (_message: JSONRPCMessage) => {},
    close: async () => {
      calls.push('close');
    },
    facts: () => facts,
    endOnServer: async () => {
      calls.push('endOnServer');
    },
  };
  return { transport, calls };
}

function connection(facts: TransportFacts, watch?: ConnectionWatch) {
  const { transport, calls } = statedTransport(facts);
  const client = {
    close: async () => {
      calls.push('client.close');
    },
  } as unknown as Client;
  const lost: WatchVerdict[] = [];
  const opened = new Connection({
    number: 2,
    client,
    transport,
    raw: new RawResults(() => {}),
    watch,
    lost: (_connection, verdict) => lost.push(verdict),
  });
  return { opened, calls, lost };
}

const stdio: TransportFacts = { kind: 'stdio', pid: 41, carriesHeaders: false, heldByProxy: true };

describe('Connection', () => {
  it("states its transport's own facts", () => {
    expect(connection(stdio).opened.facts()).toEqual(stdio);
  });

  it('ends once, as a whole: its signal first, then the server side, the client and the transport', async () => {
    const { opened, calls } = connection(stdio);
    const ending = opened.end('Disconnect');
    expect(opened.signal.aborted).toBe(true);
    expect(opened.signal.reason).toBe('Disconnect');
    await ending;
    await opened.end('again');
    expect(calls).toEqual(['endOnServer', 'client.close', 'close']);
  });

  it('leaves the server side alone when told not to terminate', async () => {
    const { opened, calls } = connection(stdio);
    await opened.end('the session expired', { terminate: false });
    expect(calls).toEqual(['client.close', 'close']);
  });

  it('hands a verdict that it is over to the session only while it is live: handshaken and not ended', async () => {
    const { opened, lost } = connection(stdio);
    const verdict = { reason: 'The server is gone' };
    opened.lose(verdict);
    expect(lost).toEqual([]);
    opened.established();
    expect(opened.live).toBe(true);
    opened.lose(verdict);
    await opened.end('the server is gone');
    opened.lose(verdict);
    expect(lost).toEqual([verdict]);
  });

  it('judges what the wire shows with its watch, and nothing after it ended', async () => {
    const watch = new ConnectionWatch({ transport: 'sse', route: 'direct', url: 'http://127.0.0.1:9/sse' });
    const { opened, lost } = connection({ kind: 'sse', carriesHeaders: true, heldByProxy: false }, watch);
    opened.see({ kind: 'event', event: 'endpoint' });
    opened.established();
    opened.see({ kind: 'event', event: 'endpoint' });
    expect(lost).toMatchObject([{ expired: true }]);
    await opened.end('the session expired');
    opened.see({ kind: 'event', event: 'endpoint' });
    expect(lost).toHaveLength(1);
  });
});
