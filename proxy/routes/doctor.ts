import { Hono } from 'hono';
import type { DoctorRequest } from '../../shared/http/doctor-report.ts';
import { isHeaderEntry, isHttpTransportChoice, type HeaderEntry } from '../../shared/http/http-target.ts';
import { doctorEnvironment, type DoctorEnvironment } from '../doctor/doctor-environment.ts';
import type { TrustLookup } from '../relay/trust-store.ts';

export type DoctorRouteOptions = Partial<DoctorEnvironment> & { trust: TrustLookup };

/** The request as the page sends it, or what is wrong with it. Never echoes a header value. */
export function readDoctorRequest(body: unknown): { ok: true; request: DoctorRequest } | { ok: false; error: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, error: 'Send a JSON object: {url, transport, headers, inspectorOrigin}' };
  const { url, transport = 'auto', headers = [], inspectorOrigin = '' } = body as Record<string, unknown>;
  if (typeof url !== 'string') return { ok: false, error: 'url must be a string' };
  if (!isHttpTransportChoice(transport)) return { ok: false, error: 'transport must be auto, streamable-http or sse' };
  if (typeof inspectorOrigin !== 'string') return { ok: false, error: 'inspectorOrigin must be a string' };
  const entries = Array.isArray(headers) ? (headers as unknown[]) : undefined;
  // An entry with an empty name is left out; one that is not a pair of strings refuses the request.
  const valid = entries?.every(
    (entry) =>
      isHeaderEntry(entry) ||
      (typeof (entry as HeaderEntry | null)?.name === 'string' && typeof (entry as HeaderEntry).value === 'string'),
  );
  if (!entries || !valid) return { ok: false, error: 'headers must be a list of {name, value} strings' };
  const list = entries.filter(isHeaderEntry).map(({ name, value }) => ({ name: name.trim(), value }));
  return { ok: true, request: { url, transport, headers: list, inspectorOrigin } };
}

/**
 * `POST /doctor` (under /api): runs the connection doctor's checks against
 * a server behind a URL and answers its report. Prints nothing.
 */
export function doctorRoute(options: DoctorRouteOptions): Hono {
  const env = doctorEnvironment(options);
  return new Hono().post('/doctor', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const read = readDoctorRequest(body);
    if (!read.ok) return c.json({ error: read.error }, 400);
    // Loaded on first use: the checks bring the MCP SDK and zod, which an idle proxy has no use for.
    const { runDoctor } = await import('../doctor/run-doctor.ts');
    return c.json(await runDoctor(read.request, env));
  });
}
