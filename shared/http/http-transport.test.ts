import { describe, expect, it } from 'vitest';
import { createHttpTransport } from './http-transport.ts';
import type { HttpTarget } from './http-target.ts';

const target: HttpTarget = {
  kind: 'http',
  url: 'http://127.0.0.1:9/mcp',
  transport: 'auto',
  route: 'auto',
  headers: [],
};
const fetch = async () => new Response(null, { status: 202 });

describe('createHttpTransport', () => {
  it('makes transports that state their own facts', () => {
    expect(createHttpTransport('streamable-http', target, fetch, { route: 'relay' }).facts()).toEqual({
      kind: 'streamable-http',
      route: 'relay',
      carriesHeaders: true,
      heldByProxy: false,
    });
    expect(createHttpTransport('sse', target, fetch, { route: 'direct' }).facts()).toEqual({
      kind: 'sse',
      route: 'direct',
      carriesHeaders: true,
      heldByProxy: false,
    });
  });

  it('has nothing to end on the server before the server gave a session', async () => {
    let asked = 0;
    const counting = async () => {
      asked++;
      return new Response(null, { status: 200 });
    };
    await createHttpTransport('streamable-http', target, counting).endOnServer();
    expect(asked).toBe(0);
  });
});
