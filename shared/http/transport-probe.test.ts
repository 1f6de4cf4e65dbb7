import { describe, expect, it } from 'vitest';
import { TRANSPORT_PROBE_ID, transportAnswers } from './transport-probe.ts';

type Sent = { method: string; headers: Headers };

function server(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = async (_input: string | URL, init?: RequestInit) => {
    const one = { method: init?.method ?? 'GET', headers: new Headers(init?.headers) };
    sent.push(one);
    return answer(one);
  };
  return { sent, fetch };
}

const sse = (text: string) => new Response(text, { headers: { 'content-type': 'text/event-stream' } });

describe('transportAnswers', () => {
  it('Streamable HTTP: an answer to its initialize, the session it opened ended with DELETE', async () => {
    const { sent, fetch } = server(({ method }) =>
      method === 'POST'
        ? new Response(
            `event: message\ndata: {"jsonrpc":"2.0","id":"${TRANSPORT_PROBE_ID}","result":{"protocolVersion":"2025-06-18"}}\n\n`,
            { headers: { 'content-type': 'text/event-stream', 'mcp-session-id': 's-9' } },
          )
        : new Response(null, { status: 200 }),
    );
    expect(await transportAnswers('streamable-http', 'http://h/mcp', fetch, { headers: { 'X-Team': 'blue' } })).toBe(
      true,
    );
    expect(sent.map((one) => one.method)).toEqual(['POST', 'DELETE']);
    expect(sent[0]!.headers.get('x-team')).toBe('blue');
    expect(sent[1]!.headers.get('mcp-session-id')).toBe('s-9');
    expect(sent[1]!.headers.get('mcp-protocol-version')).toBe('2025-06-18');
  });

  it('Streamable HTTP: a 404, or JSON-RPC that does not answer it, is a no', async () => {
    expect(
      await transportAnswers(
        'streamable-http',
        'http://h/sse',
        server(() => new Response('Cannot POST /sse', { status: 404 })).fetch,
        { headers: {} },
      ),
    ).toBe(false);
    expect(
      await transportAnswers(
        'streamable-http',
        'http://h/x',
        server(() => Response.json({ jsonrpc: '2.0', id: 1, result: {} })).fetch,
        { headers: {} },
      ),
    ).toBe(false);
  });

  it('legacy SSE: a stream whose endpoint event comes; anything else is a no', async () => {
    expect(
      await transportAnswers(
        'sse',
        'http://h/sse',
        server(() => sse('event: endpoint\ndata: /message?sessionId=1\n\n')).fetch,
        { headers: {} },
      ),
    ).toBe(true);
    expect(
      await transportAnswers('sse', 'http://h/mcp', server(() => new Response('no session', { status: 400 })).fetch, {
        headers: {},
      }),
    ).toBe(false);
    expect(
      await transportAnswers(
        'sse',
        'http://h/mcp',
        server(() => sse('data: {"jsonrpc":"2.0","method":"x"}\n\n')).fetch,
        { headers: {} },
      ),
    ).toBe(false);
  });

  it('a stream that never says anything is given up after the timeout', async () => {
    const silent = server(
      () => new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
    );
    expect(await transportAnswers('sse', 'http://h/sse', silent.fetch, { headers: {}, timeoutMs: 50 })).toBe(false);
  });
});
