import type { TLSSocket } from 'node:tls';
import type { PresentedCertificate } from '../../shared/http/fetch-failure.ts';
import { presentedCertificate } from './certificate-facts.ts';
import type { TrustLookup } from './trust-store.ts';

export type TlsVerdict = { ok: true } | { ok: false; code: string; certificate?: PresentedCertificate };

/**
 * Whether to talk over a TLS connection that has just been set up with
 * `rejectUnauthorized: false`, before a byte of the request is written.
 * An origin trusted for this run must present exactly the trusted
 * certificate; any other must pass Node's own checks (chain and name),
 * whose code is kept. Refusals carry the certificate presented, read from
 * this very connection.
 */
export function tlsVerdict(socket: TLSSocket, origin: string, trust: TrustLookup): TlsVerdict {
  const trusted = trust.fingerprintFor(origin);
  if (trusted === undefined && socket.authorized) return { ok: true };
  const peer = socket.getPeerCertificate();
  if (trusted !== undefined && peer.fingerprint256 === trusted) return { ok: true };
  const code =
    trusted !== undefined ? 'CERT_NOT_TRUSTED_FINGERPRINT' : String(socket.authorizationError ?? 'CERT_UNTRUSTED');
  const certificate = presentedCertificate(peer);
  return { ok: false, code, ...(certificate ? { certificate } : {}) };
}
