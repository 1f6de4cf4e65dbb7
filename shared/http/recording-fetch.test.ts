import { describe, expect, it } from 'vitest';
import { WireLog } from '../wire/wire-log.ts';
import { recordingFetch } from './recording-fetch.ts';

function setup(respond: (input: string | URL, init?: RequestInit) => Response | Promise<Response>) {
  const log = new WireLog(() => {});
  let t = 1000;
  const fetch = recordingFetch(async (input, init) => respond(input, init), {
    log,
    connection: 3,
    route: 'direct',
    now: () => (t += 5),
  });
  return { log, fetch };
}

const post = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', ...headers },
});

function sseBody(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('recordingFetch', () => {
  it('logs the request head, the frame it carried, the response head and the frame that came back, linked', async () => {
    const { log, fetch } = setup(
      () =>
        new Response('{"jsonrpc":"2.0","id":1,"result":{}}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const response = await fetch(
      'http://127.0.0.1:3001/mcp',
      post('{"jsonrpc":"2.0","id":1,"method":"ping"}', { Authorization: 'Bearer s3cret' }),
    );
    // The caller still reads the body.
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
    const [head, request, responseHead, result] = log.entries();
    expect(head).toMatchObject({
      kind: 'http',
      direction: 'out',
      connection: 3,
      http: { method: 'POST', url: 'http://127.0.0.1:3001/mcp', route: 'direct' },
    });
    expect(head!.raw).not.toContain('s3cret');
    expect(head!.http!.requestHeaders).toContainEqual(['Authorization', 'Bearer s3cret']);
    expect(request).toMatchObject({
      kind: 'request',
      method: 'ping',
      id: 1,
      exchange: head!.seq,
      raw: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(responseHead).toMatchObject({ kind: 'http', direction: 'in', requestSeq: head!.seq, http: { status: 200 } });
    expect(log.responseTo(head!.seq)?.seq).toBe(responseHead!.seq);
    expect(result).toMatchObject({ kind: 'result', method: 'ping', exchange: head!.seq, requestSeq: request!.seq });
  });

  it('hands the log each parsed frame, sent or received, in a body or an SSE event', async () => {
    const failed = (id: number) => `{"jsonrpc":"2.0","id":${id},"result":{"content":[],"isError":true}}`;
    const { log, fetch } = setup((_input, init) => {
      const id = (JSON.parse(String(init?.body)) as { id?: number }).id;
      if (id === 1) return new Response(failed(1), { status: 200, headers: { 'content-type': 'application/json' } });
      if (id === 2)
        return new Response(sseBody([`data: ${failed(2)}\n\n`]), {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
        });
      return new Response(null, { status: 202 });
    });
    const call = (id: number) => post(`{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"x"}}`);
    await fetch('http://h/mcp', call(1));
    await (await fetch('http://h/mcp', call(2))).text();
    await fetch('http://h/mcp', call(3));
    await fetch('http://h/mcp', post('{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}'));
    expect(
      log
        .entries()
        .filter((entry) => entry.kind === 'result')
        .map((entry) => [entry.id, entry.isError]),
    ).toEqual([
      [1, true],
      [2, true],
    ]);
    const unanswered = log.entries().find((entry) => entry.kind === 'request' && entry.id === 3)!;
    expect(log.entries().find((entry) => entry.method === 'notifications/cancelled')?.cancels).toBe(unanswered.seq);
  });

  it('logs each SSE event as it passes, with its id, and how the stream ended', async () => {
    const { log, fetch } = setup(
      () =>
        new Response(
          sseBody([
            'id: e1\ndata: \n\n',
            'retry: 300\n\n: keep-alive\n\n',
            'event: message\nid: e2\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}\n\n',
            'id: e3\ndata: {"jsonrpc":"2.0","id":7,"result":{}}\n\n',
          ]),
          {
            status: 200,
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
    );
    const response = await fetch(
      'http://h/mcp',
      post('{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"x","_meta":{"progressToken":1}}}'),
    );
    // The transport reads the very same bytes.
    expect(await response.text()).toContain('id: e3');
    const entries = log.entries().slice(3);
    expect(entries.map((entry) => [entry.kind, entry.sse?.id ?? entry.sse?.retry ?? entry.sse?.event])).toEqual([
      ['sse', 'e1'],
      ['sse', 300],
      ['sse', 'comment'],
      ['notification', 'e2'],
      ['result', 'e3'],
      ['http', undefined],
    ]);
    expect(entries[4]).toMatchObject({ method: 'tools/call', exchange: 0 });
    expect(entries[5]!.raw).toMatch(/^Stream ended by the server \(3 events/);
    expect(entries.every((entry) => !entry.problem)).toBe(true);
  });

  it('flags an SSE message whose data is not JSON-RPC, and a stream that drops', async () => {
    const encoder = new TextEncoder();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(encoder.encode('data: hello there\n\n'));
        else controller.error(new TypeError('network error'));
      },
    });
    const { log, fetch } = setup(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    const response = await fetch('http://h/mcp', { method: 'GET', headers: { accept: 'text/event-stream' } });
    await expect(response.text()).rejects.toThrow();
    const entries = log.entries();
    expect(entries.find((entry) => entry.kind === 'sse')?.problem).toMatch(/must carry one JSON-RPC message/);
    const dropped = entries.at(-1)!;
    expect(dropped.raw).toMatch(/^Stream dropped/);
    expect(dropped.problem).toBeTruthy();
  });

  it('names an HTML page where JSON-RPC was expected, and keeps its body', async () => {
    const { log, fetch } = setup(
      () => new Response('<!doctype html><h1>Welcome</h1>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await fetch('http://h/mcp', post('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'));
    const head = log.entries().at(-1)!;
    expect(head.problem).toMatch(/HTML page where JSON-RPC was expected/);
    expect(head.raw).toContain('<h1>Welcome</h1>');
  });

  it('an OAuth exchange is a body of its own, not a frame', async () => {
    const { log, fetch } = setup(
      () => new Response('{"issuer":"http://as"}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await fetch('http://as/.well-known/oauth-authorization-server', { method: 'GET' });
    const [head, response] = log.entries();
    expect(head!.kind).toBe('http');
    expect(response).toMatchObject({ kind: 'http', direction: 'in', problem: undefined });
    expect(response!.raw).toContain('"issuer"');
    expect(log.size).toBe(2);
  });

  it('a fetch that throws is an entry with its cause, and is thrown on', async () => {
    const { log, fetch } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetch('http://h/mcp', post('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).rejects.toThrow(
      'Failed to fetch',
    );
    const failure = log.entries().at(-1)!;
    expect(failure).toMatchObject({ kind: 'http', direction: 'note', requestSeq: 0 });
    expect(failure.problem).toMatch(/CORS refusal, a server that is down/);
  });

  it("asks the proxy why when the browser gives no reason, and names the cause in the note and the error; CORS is not the server's fault", async () => {
    const log = new WireLog(() => {});
    const asked: string[] = [];
    const explainFailure = async (url: string) => {
      asked.push(url);
      return {
        kind: 'cors' as const,
        message: `The browser refused the request to ${url} (CORS), though the server answers the proxy: no Access-Control-Allow-Origin.`,
      };
    };
    const fetch = recordingFetch(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { log, connection: 1, route: 'direct', explainFailure },
    );
    await expect(fetch('http://h/mcp', post('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).rejects.toThrow(/\(CORS\)/);
    expect(asked).toEqual(['http://h/mcp']);
    const failure = log.entries().at(-1)!;
    expect(failure.raw).toMatch(/Failed to fetch.*\(CORS\)/);
    expect(failure.raw).not.toMatch(/asks its proxy/);
    expect(failure.findings).toEqual([expect.objectContaining({ rule: 'cors-refused', cause: 'probe' })]);
  });

  it('names the network failure Node gives a code for (the command line), and asks no proxy for it', async () => {
    const log = new WireLog(() => {});
    const explainFailure = async () => ({ kind: 'unreachable' as const, message: 'never asked' });
    const fetch = recordingFetch(
      async () => {
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
        });
      },
      { log, connection: 1, route: 'direct', explainFailure },
    );
    await expect(fetch('http://127.0.0.1:9/mcp', post('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).rejects.toThrow(
      'fetch failed: connection refused (ECONNREFUSED)',
    );
    expect(log.entries().at(-1)!.problem).toBe('connection refused (ECONNREFUSED)');
  });

  it('rebuilds a 204 without a body', async () => {
    const { fetch } = setup(() => new Response(null, { status: 204 }));
    const response = await fetch('http://h/mcp', { method: 'DELETE' });
    expect(response.status).toBe(204);
  });
});

describe('what counts as JSON-RPC in a body', () => {
  it('an OAuth error body with a 401 is a body, not a JSON-RPC error response', async () => {
    const { log, fetch } = setup(
      () =>
        new Response('{"error":"invalid_token","error_description":"expired"}', {
          status: 401,
          headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer error="invalid_token"' },
        }),
    );
    await fetch('http://h/mcp', post('{"jsonrpc":"2.0","id":1,"method":"tools/list"}'));
    const entries = log.entries();
    expect(entries.map((entry) => entry.kind)).toEqual(['http', 'request', 'http']);
    expect(entries[2]!.raw).toContain('invalid_token');
  });
});

describe('the end of a stream and of a body', () => {
  it('an event the stream ends in the middle of is shown, flagged; complete ones split across chunks are not', async () => {
    const { log, fetch } = setup(
      () =>
        new Response(
          sseBody([
            'id: 1\ndata: {"jsonrpc":"2.0","method":"notifications/message","params":{}}\n',
            '\n',
            'data: {"jsonrpc":"2.0","id":3,"res',
          ]),
          {
            headers: { 'content-type': 'text/event-stream' },
          },
        ),
    );
    const response = await fetch('http://h/mcp', { method: 'GET', headers: { accept: 'text/event-stream' } });
    await response.text();
    const sse = log.entries().filter((entry) => entry.kind === 'sse');
    expect(sse).toHaveLength(1);
    expect(sse[0]!.raw).toBe('data: {"jsonrpc":"2.0","id":3,"res');
    expect(sse[0]!.problem).toMatch(/ended in the middle of this event/);
  });

  it('a body cut short still shows the head, and says the body broke off', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0",'));
        else controller.error(new TypeError('network error'));
      },
    });
    const { log, fetch } = setup(
      () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(fetch('http://h/mcp', post('{"jsonrpc":"2.0","id":1,"method":"ping"}'))).rejects.toThrow();
    const entries = log.entries();
    expect(entries.find((entry) => entry.kind === 'http' && entry.direction === 'in')?.http?.status).toBe(200);
    expect(entries.at(-1)).toMatchObject({ kind: 'http', direction: 'note' });
    expect(entries.at(-1)!.problem).toMatch(/broke off/);
  });

  it('a secret in the URL query is not in the log text', async () => {
    const { log, fetch } = setup(() => new Response(null, { status: 202 }));
    await fetch('http://h/mcp?api_key=sup3r&team=blue', post('{"jsonrpc":"2.0","method":"notifications/initialized"}'));
    expect(log.at(0)!.raw).not.toContain('sup3r');
    expect(log.at(0)!.raw).toContain('team=blue');
  });
});
