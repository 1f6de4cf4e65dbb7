import { describe, expect, it } from 'vitest';
import { createTrustStore } from '../relay/trust-store.ts';
import { trustedCertificatesRoute } from './trusted-certificates.ts';

const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
const send = (method: string, body: unknown) => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('trustedCertificatesRoute', () => {
  it('trusts, lists and forgets a certificate for an https origin', async () => {
    const store = createTrustStore();
    const route = trustedCertificatesRoute(store);
    const posted = await route.request(
      '/trusted-certificates',
      send('POST', { origin: 'https://LOCALHOST:8443/', fingerprint256: fingerprint.toLowerCase() }),
    );
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ origin: 'https://localhost:8443', fingerprint256: fingerprint });
    expect(store.fingerprintFor('https://localhost:8443')).toBe(fingerprint);

    const listed = await route.request('/trusted-certificates');
    expect(await listed.json()).toEqual({
      certificates: [{ origin: 'https://localhost:8443', fingerprint256: fingerprint }],
    });

    const deleted = await route.request('/trusted-certificates', send('DELETE', { origin: 'https://localhost:8443' }));
    expect(await deleted.json()).toEqual({ origin: 'https://localhost:8443', removed: true });
    expect(store.list()).toEqual([]);
    const again = await route.request('/trusted-certificates', send('DELETE', { origin: 'https://localhost:8443' }));
    expect(await again.json()).toEqual({ origin: 'https://localhost:8443', removed: false });
  });

  it.each([
    ['an http origin', { origin: 'http://localhost:8443', fingerprint256: fingerprint }, /https origin/],
    ['a URL with a path', { origin: 'https://localhost:8443/mcp', fingerprint256: fingerprint }, /https origin/],
    ['no origin', { fingerprint256: fingerprint }, /https origin/],
    ['a short fingerprint', { origin: 'https://localhost:8443', fingerprint256: 'AB:CD' }, /SHA-256/],
    ['no fingerprint', { origin: 'https://localhost:8443' }, /SHA-256/],
    ['a body that is not JSON', '{', /https origin/],
    ['a JSON array', [], /https origin/],
  ])('refuses to trust %s', async (_name, body, error) => {
    const store = createTrustStore();
    const res = await trustedCertificatesRoute(store).request('/trusted-certificates', send('POST', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(error) });
    expect(store.list()).toEqual([]);
  });

  it('refuses to forget without an https origin', async () => {
    const res = await trustedCertificatesRoute(createTrustStore()).request(
      '/trusted-certificates',
      send('DELETE', { origin: 'ftp://x' }),
    );
    expect(res.status).toBe(400);
  });
});
