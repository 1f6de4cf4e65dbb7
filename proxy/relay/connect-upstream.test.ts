import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectUpstream } from './connect-upstream.ts';
import { createTrustStore } from './trust-store.ts';
import {
  closedPort,
  echo,
  makeCertificate,
  startHttpServer,
  startHttpsServer,
  type TestCertificate,
  type TestServer,
} from '../test-kit/http-servers.ts';

let certificate: TestCertificate;
let selfSigned: TestServer;
let expired: TestServer;
let plain: TestServer;
let silent: Server;
const silentSockets = new Set<Socket>();

beforeAll(async () => {
  certificate = makeCertificate();
  selfSigned = await startHttpsServer(certificate, echo);
  expired = await startHttpsServer(makeCertificate({ expired: true }), echo);
  plain = await startHttpServer(echo);
  // Accepts TCP, then never speaks: a TLS handshake that never ends.
  silent = createServer((socket) => silentSockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  silent.close();
  await Promise.all([selfSigned.close(), expired.close(), plain.close()]);
});

const url = (origin: string) => new URL(`${origin}/mcp?key=secret`);

describe('connectUpstream', () => {
  it('connects over plain TCP', async () => {
    const connection = await connectUpstream(url(plain.origin), { trust: createTrustStore() });
    expect(connection.ok).toBe(true);
    if (connection.ok) connection.socket.destroy();
  });

  it('answers ECONNREFUSED with a hint naming the address', async () => {
    const port = await closedPort();
    const connection = await connectUpstream(new URL(`http://127.0.0.1:${port}/`), { trust: createTrustStore() });
    expect(connection).toEqual({
      ok: false,
      failure: {
        code: 'ECONNREFUSED',
        message: `connect ECONNREFUSED 127.0.0.1:${port}`,
        hint: `Nothing listens on 127.0.0.1:${port}. Is the server running, on this port?`,
      },
    });
  });

  it('answers ENOTFOUND for a name that does not resolve', async () => {
    const connection = await connectUpstream(new URL('http://mcp-loupe-test.invalid/mcp'), {
      trust: createTrustStore(),
    });
    expect(connection.ok).toBe(false);
    expect(!connection.ok && connection.failure.code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
  });

  it('refuses a self-signed certificate, and shows it', async () => {
    const connection = await connectUpstream(url(selfSigned.origin), { trust: createTrustStore() });
    expect(connection).toEqual({
      ok: false,
      failure: {
        code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
        message: 'self-signed certificate',
        hint: `The certificate of 127.0.0.1:${selfSigned.port} is self-signed; trust it for this run to go on.`,
        certificate: expect.objectContaining({
          subject: 'CN=localhost',
          fingerprint256: certificate.fingerprint256,
          selfSigned: true,
        }),
      },
    });
  });

  it('refuses an expired certificate', async () => {
    const connection = await connectUpstream(url(expired.origin), { trust: createTrustStore() });
    expect(!connection.ok && connection.failure).toMatchObject({
      code: 'CERT_HAS_EXPIRED',
      hint: expect.stringMatching(/expired on \d{4}-/),
    });
  });

  it('connects to a trusted origin presenting the trusted certificate', async () => {
    const trust = createTrustStore();
    trust.trust({ origin: selfSigned.origin, fingerprint256: certificate.fingerprint256 });
    const connection = await connectUpstream(url(selfSigned.origin), { trust });
    expect(connection.ok).toBe(true);
    if (connection.ok) connection.socket.destroy();
  });

  it('refuses a trusted origin presenting another certificate', async () => {
    const trust = createTrustStore();
    trust.trust({ origin: expired.origin, fingerprint256: certificate.fingerprint256 });
    const connection = await connectUpstream(url(expired.origin), { trust });
    expect(!connection.ok && connection.failure).toMatchObject({
      code: 'CERT_NOT_TRUSTED_FINGERPRINT',
      hint: expect.stringContaining('changed since you trusted it'),
      certificate: { fingerprint256: expect.not.stringMatching(certificate.fingerprint256) },
    });
  });

  it('gives up with ETIMEDOUT when the connection is not set up in time', async () => {
    const { port } = silent.address() as AddressInfo;
    // The silent server never answers: ETIMEDOUT is the proof that the bound, not something else, ended the wait.
    const connection = await connectUpstream(new URL(`https://127.0.0.1:${port}/`), {
      trust: createTrustStore(),
      connectTimeoutMs: 200,
    });
    expect(!connection.ok && connection.failure).toMatchObject({
      code: 'ETIMEDOUT',
      hint: expect.stringContaining(`127.0.0.1:${port} did not accept a connection`),
    });
  });

  it('says a plain HTTP server does not speak TLS', async () => {
    const connection = await connectUpstream(url(plain.origin.replace('http:', 'https:')), {
      trust: createTrustStore(),
    });
    expect(!connection.ok && connection.failure).toMatchObject({
      code: expect.stringMatching(/^(ERR_SSL_|EPROTO)/),
      hint: expect.stringContaining('use http://'),
    });
  });

  it('stops when its signal aborts', async () => {
    const { port } = silent.address() as AddressInfo;
    const controller = new AbortController();
    const connecting = connectUpstream(new URL(`https://127.0.0.1:${port}/`), {
      trust: createTrustStore(),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    expect(await connecting).toMatchObject({ ok: false, failure: { code: 'ABORTED' } });
    controller.abort();
    expect(
      await connectUpstream(url(plain.origin), { trust: createTrustStore(), signal: controller.signal }),
    ).toMatchObject({ ok: false, failure: { code: 'ABORTED' } });
  });
});
