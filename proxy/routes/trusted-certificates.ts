import { Hono, type Context } from 'hono';
import { httpsOrigin, normalizeFingerprint, type TrustStore } from '../relay/trust-store.ts';

async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const originError = 'origin must be an https origin, such as "https://localhost:8443" (no path)';

/**
 * Certificates trusted for this run (under /api): `GET /trusted-certificates`
 * lists them, `POST` with `{origin, fingerprint256}` trusts one, `DELETE`
 * with `{origin}` forgets it. Memory only; the relay and the reach probe
 * then accept exactly that certificate from that origin.
 */
export function trustedCertificatesRoute(store: TrustStore): Hono {
  return new Hono()
    .get('/trusted-certificates', (c) => c.json({ certificates: store.list() }))
    .post('/trusted-certificates', async (c) => {
      const body = await jsonBody(c);
      const origin = httpsOrigin(body?.origin);
      if (!origin) return c.json({ error: originError }, 400);
      const fingerprint256 = normalizeFingerprint(body?.fingerprint256);
      if (!fingerprint256)
        return c.json({ error: 'fingerprint256 must be a SHA-256 fingerprint: 32 bytes in hex, as "AB:CD:…"' }, 400);
      store.trust({ origin, fingerprint256 });
      return c.json({ origin, fingerprint256 });
    })
    .delete('/trusted-certificates', async (c) => {
      const origin = httpsOrigin((await jsonBody(c))?.origin);
      if (!origin) return c.json({ error: originError }, 400);
      return c.json({ origin, removed: store.forget(origin) });
    });
}
