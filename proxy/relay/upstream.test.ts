import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrustStore } from './trust-store.ts';
import {
  echo,
  headerPairs,
  makeCertificate,
  startHttpServer,
  startHttpsServer,
  type Echoed,
  type TestCertificate,
  type TestServer,
} from '../test-kit/http-servers.ts';
import { requestUpstream } from './upstream.ts';

let certificate: TestCertificate;
let plain: TestServer;
let tls: TestServer;
let requestsOverTls = 0;

beforeAll(async () => {
  certificate = makeCertificate();
  plain = await startHttpServer(echo);
  tls = await startHttpsServer(certificate, (req, res) => {
    requestsOverTls += 1;
    echo(req, res);
  });
});
afterAll(() => Promise.all([plain.close(), tls.close()]));

async function text(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('requestUpstream', () => {
  it('sends method, path with query, headers in order (repeats kept), Host and the body', async () => {
    const result = await requestUpstream(
      {
        url: new URL(`${plain.origin}/mcp?session=1`),
        method: 'POST',
        headers: [
          ['X-Repeat', 'a'],
          ['X-Repeat', 'b'],
          ['Content-Type', 'application/json'],
        ],
        body: Readable.from([Buffer.from('{"a"'), Buffer.from(':1}')]),
      },
      { trust: createTrustStore() },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.response.statusCode).toBe(200);
    const echoed = JSON.parse(await text(result.response)) as Echoed;
    expect(echoed).toMatchObject({ method: 'POST', path: '/mcp?session=1', body: '{"a":1}' });
    const pairs = headerPairs(echoed.rawHeaders);
    expect(pairs.filter(([name]) => name === 'x-repeat')).toEqual([
      ['x-repeat', 'a'],
      ['x-repeat', 'b'],
    ]);
    expect(pairs).toContainEqual(['host', `127.0.0.1:${plain.port}`]);
    expect(pairs).toContainEqual(['transfer-encoding', 'chunked']);
  });

  it('sends a whole body with its length', async () => {
    const result = await requestUpstream(
      { url: new URL(plain.origin), method: 'PUT', headers: [], body: 'hello' },
      { trust: createTrustStore() },
    );
    const echoed = result.ok ? (JSON.parse(await text(result.response)) as Echoed) : undefined;
    expect(echoed?.body).toBe('hello');
    expect(headerPairs(echoed?.rawHeaders ?? [])).toContainEqual(['content-length', '5']);
  });

  it('talks to a trusted origin over TLS', async () => {
    const trust = createTrustStore();
    trust.trust({ origin: tls.origin, fingerprint256: certificate.fingerprint256 });
    const result = await requestUpstream({ url: new URL(`${tls.origin}/x`), method: 'GET', headers: [] }, { trust });
    expect(result.ok && JSON.parse(await text(result.response))).toMatchObject({ method: 'GET', path: '/x' });
  });

  it('never writes the request to a server whose certificate it refuses', async () => {
    const before = requestsOverTls;
    const result = await requestUpstream(
      {
        url: new URL(`${tls.origin}/x`),
        method: 'POST',
        headers: [['Authorization', 'Bearer secret']],
        body: 'secret',
      },
      { trust: createTrustStore() },
    );
    expect(!result.ok && result.failure.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsOverTls).toBe(before);
  });

  it('says when an https server is spoken to in plain HTTP', async () => {
    const result = await requestUpstream(
      { url: new URL(tls.origin.replace('https:', 'http:')), method: 'GET', headers: [] },
      { trust: createTrustStore() },
    );
    expect(!result.ok && result.failure).toMatchObject({
      code: 'ECONNRESET',
      hint: expect.stringContaining('use https://'),
    });
  });

  it('explains a header Node will not send', async () => {
    const result = await requestUpstream(
      { url: new URL(plain.origin), method: 'GET', headers: [['X-Bad', 'line\nbreak']] },
      { trust: createTrustStore() },
    );
    expect(!result.ok && result.failure).toMatchObject({
      code: 'ERR_INVALID_CHAR',
      hint: expect.stringContaining('custom headers'),
    });
  });

  it('ends the exchange, response included, when its signal aborts', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const streaming = await startHttpServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 1\n\n');
      req.socket.once('close', closed);
    });
    try {
      const controller = new AbortController();
      const result = await requestUpstream(
        { url: new URL(streaming.origin), method: 'GET', headers: [] },
        { trust: createTrustStore(), signal: controller.signal },
      );
      expect(result.ok).toBe(true);
      controller.abort();
      await serverSawClose;
    } finally {
      await streaming.close();
    }
  });
});
