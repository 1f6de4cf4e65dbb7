import { X509Certificate } from 'node:crypto';
import type { PeerCertificate } from 'node:tls';
import type { PresentedCertificate } from '../../shared/http/fetch-failure.ts';

/**
 * What a person needs to decide whether to trust a certificate. Read from
 * the DER bytes of `getPeerCertificate()`: on Node 22, calling
 * `getPeerX509Certificate()` leaves later peer-certificate reads empty.
 */
export function presentedCertificate(peer: PeerCertificate | undefined): PresentedCertificate | undefined {
  if (!peer?.raw) return undefined;
  const x509 = new X509Certificate(peer.raw);
  return {
    subject: oneLine(x509.subject),
    issuer: oneLine(x509.issuer),
    validFrom: isoDate(x509.validFrom),
    validTo: isoDate(x509.validTo),
    fingerprint256: x509.fingerprint256,
    selfSigned: x509.checkIssued(x509) && x509.verify(x509.publicKey),
    ...(x509.subjectAltName ? { subjectAltName: x509.subjectAltName } : {}),
  };
}

/** `CN=localhost\nO=Acme` as `CN=localhost, O=Acme`. */
function oneLine(name: string): string {
  return name.split('\n').filter(Boolean).join(', ');
}

function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
