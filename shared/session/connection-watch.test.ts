import { describe, expect, it } from 'vitest';
import { ConnectionWatch } from './connection-watch.ts';

const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

describe('ConnectionWatch', () => {
  it('a network failure ends a connected session, naming the refusal; while connecting the connect plan decides', () => {
    const watch = new ConnectionWatch({
      transport: 'streamable-http',
      route: 'direct',
      url: 'http://127.0.0.1:8103/mcp',
    });
    expect(
      watch.see({ kind: 'failure', method: 'POST', url: 'http://127.0.0.1:8103/mcp', error: refused }, false),
    ).toBeUndefined();
    expect(
      watch.see({ kind: 'failure', method: 'POST', url: 'http://127.0.0.1:8103/mcp', error: refused }, true)?.reason,
    ).toBe(
      'The server cannot be reached: POST /mcp failed: fetch failed: connection refused (ECONNREFUSED) (nothing listens on 127.0.0.1:8103)',
    );
  });

  it('legacy SSE: the stream ending or breaking ends the session; the inspector closing it does not', () => {
    const watch = new ConnectionWatch({ transport: 'sse', route: 'relay', url: 'http://127.0.0.1:9000/sse' });
    expect(watch.see({ kind: 'stream-ended', method: 'GET', how: 'closed' }, true)).toBeUndefined();
    expect(watch.see({ kind: 'stream-ended', method: 'GET', how: 'end' }, true)?.reason).toMatch(
      /^The server ended its SSE stream: a legacy HTTP\+SSE session lives only as long as its stream/,
    );
    expect(
      watch.see({ kind: 'stream-ended', method: 'GET', how: 'dropped', error: new Error('terminated') }, true)?.reason,
    ).toMatch(/broke \(terminated\)/);
    expect(watch.see({ kind: 'stream-ended', method: 'POST', how: 'end' }, true)).toBeUndefined();
  });

  it('legacy SSE: a second endpoint is a new session that was never initialized', () => {
    const watch = new ConnectionWatch({ transport: 'sse', route: 'direct', url: 'http://127.0.0.1:9000/sse' });
    expect(watch.see({ kind: 'event', event: 'endpoint' }, false)).toBeUndefined();
    expect(watch.see({ kind: 'event', event: 'message' }, true)).toBeUndefined();
    expect(watch.see({ kind: 'event', event: 'endpoint' }, true)).toMatchObject({
      expired: true,
      reason: expect.stringMatching(/second endpoint event/),
    });
  });

  it('Streamable HTTP: a stream that was open and comes back 404 means the session is gone; a first 404 is only a missing stream', () => {
    const first = new ConnectionWatch({ transport: 'streamable-http', route: 'direct', url: 'http://h/mcp' });
    expect(first.see({ kind: 'response', method: 'GET', status: 404, sessionId: 's' }, true)).toBeUndefined();
    const reopened = new ConnectionWatch({ transport: 'streamable-http', route: 'direct', url: 'http://h/mcp' });
    expect(reopened.see({ kind: 'response', method: 'GET', status: 200, sessionId: 's' }, true)).toBeUndefined();
    expect(reopened.see({ kind: 'response', method: 'GET', status: 404, sessionId: 's' }, true)).toMatchObject({
      expired: true,
    });
  });

  it('the SDK giving up reopening the stream ends the session; other complaints do not', () => {
    const watch = new ConnectionWatch({ transport: 'streamable-http', route: 'direct', url: 'http://h/mcp' });
    expect(
      watch.see({ kind: 'sdk-error', message: 'SSE stream disconnected: TypeError: terminated' }, true),
    ).toBeUndefined();
    expect(
      watch.see({ kind: 'sdk-error', message: 'Maximum reconnection attempts (5) exceeded.' }, true)?.reason,
    ).toMatch(/could not be reopened/);
  });
});
