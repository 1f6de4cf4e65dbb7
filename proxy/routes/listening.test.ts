import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningRoute } from './listening.ts';

let server: Server;
let port: number;
let bytesReceived = 0;
beforeAll(async () => {
  server = createServer((socket) => socket.on('data', (data) => (bytesReceived += data.length)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const route = listeningRoute({ timeoutMs: 1_000 });
const post = (body: unknown) =>
  route.request('/listening', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('listeningRoute', () => {
  it('says a port that accepts is listening, and writes nothing to it', async () => {
    const res = await post({ url: `http://127.0.0.1:${port}/mcp` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ listening: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bytesReceived).toBe(0);
  });

  it('says a closed port refused, with its code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await post({ url: `http://127.0.0.1:${closedPort}/sse` });
    expect(await res.json()).toEqual({
      listening: false,
      code: 'ECONNREFUSED',
      message: expect.stringContaining(`127.0.0.1:${closedPort}`),
    });
  });

  it('refuses anything but an http(s) URL', async () => {
    const res = await post({ url: 'file:///etc/passwd' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/only http: and https:/);
    expect((await post({})).status).toBe(400);
  });
});
