import { Hono } from 'hono';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { incomingBody, relayFailed } from './relay-exchange.ts';

describe('incomingBody', () => {
  it('streams a POST body on as it was sent', async () => {
    const body = incomingBody(new Request('http://127.0.0.1/', { method: 'POST', body: '{"a":1}' }));
    expect(body).toBeDefined();
    expect(await text(body!)).toBe('{"a":1}');
  });

  it('has none for GET and HEAD', () => {
    expect(incomingBody(new Request('http://127.0.0.1/'))).toBeUndefined();
    expect(incomingBody(new Request('http://127.0.0.1/', { method: 'HEAD' }))).toBeUndefined();
  });
});

describe('relayFailed', () => {
  it('answers 502 with the failure as JSON and its code in X-Loupe-Relay-Error', async () => {
    const failure = { code: 'ECONNREFUSED', message: 'Nothing listens there' } as Parameters<typeof relayFailed>[1];
    const app = new Hono().get('/', (c) => relayFailed(c, failure));
    const answer = await app.request('/');
    expect(answer.status).toBe(502);
    expect(answer.headers.get('X-Loupe-Relay-Error')).toBe('ECONNREFUSED');
    expect(await answer.json()).toEqual({ error: failure });
  });
});
