import type { DoctorReport, DoctorRequest } from '../../../../shared/http/doctor-report.ts';
import type { HttpTarget } from '../../../../shared/http/http-target.ts';
import { targetHeaders } from '../../../../shared/http/http-transport.ts';
import { proxyToken } from '../../../lib/api.ts';

/** Asks the proxy to examine a server behind a URL, check by check. */
export async function runDoctor(target: HttpTarget): Promise<DoctorReport> {
  const request: DoctorRequest = {
    url: target.url,
    transport: target.transport,
    headers: Object.entries(targetHeaders(target)).map(([name, value]) => ({ name, value })),
    inspectorOrigin: window.location.origin,
  };
  const response = await fetch('/api/doctor', {
    method: 'POST',
    headers: { Authorization: `Bearer ${proxyToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(`The proxy could not run the doctor (HTTP ${response.status})`);
  return (await response.json()) as DoctorReport;
}

/** Trusts a certificate the person has seen, for this run of the proxy only. */
export async function trustCertificate(origin: string, fingerprint256: string): Promise<void> {
  const response = await fetch('/api/trusted-certificates', {
    method: 'POST',
    headers: { Authorization: `Bearer ${proxyToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ origin, fingerprint256 }),
  });
  if (!response.ok) throw new Error(`The proxy would not trust the certificate (HTTP ${response.status})`);
}
