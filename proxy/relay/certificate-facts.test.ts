import type { PeerCertificate } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { presentedCertificate } from './certificate-facts.ts';
import { makeCertificate } from '../test-kit/http-servers.ts';

const der = (pem: Buffer) => Buffer.from(pem.toString('utf8').replace(/-----[^-]+-----|\s/g, ''), 'base64');
const peer = (pem: Buffer) => ({ raw: der(pem) }) as PeerCertificate;

describe('presentedCertificate', () => {
  it('reads a self-signed certificate', () => {
    const certificate = makeCertificate();
    const facts = presentedCertificate(peer(certificate.cert));
    expect(facts).toEqual({
      subject: 'CN=localhost',
      issuer: 'CN=localhost',
      validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      validTo: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      fingerprint256: certificate.fingerprint256,
      selfSigned: true,
      subjectAltName: 'DNS:localhost, IP Address:127.0.0.1',
    });
    const days = (Date.parse(facts!.validTo) - Date.parse(facts!.validFrom)) / 86_400_000;
    expect(days).toBe(2);
  });

  it('reads an expired one', () => {
    const facts = presentedCertificate(peer(makeCertificate({ expired: true }).cert));
    expect(Date.parse(facts!.validTo)).toBeLessThan(Date.now());
  });

  it('has nothing to say without a certificate', () => {
    expect(presentedCertificate(undefined)).toBeUndefined();
    expect(presentedCertificate({} as PeerCertificate)).toBeUndefined();
  });
});
