import { describe, expect, it } from 'vitest';
import type { PresentedCertificate } from '../../shared/http/fetch-failure.ts';
import { describeFailure, errorCode, isCertificateRefusal } from './describe-failure.ts';

const http = new URL('http://127.0.0.1:3999/mcp?key=secret');
const https = new URL('https://localhost:8443/mcp');
const certificate: PresentedCertificate = {
  subject: 'CN=localhost',
  issuer: 'CN=localhost',
  validFrom: '2026-11-20T10:00:00.000Z',
  validTo: '2026-11-21T10:00:00.000Z',
  fingerprint256: 'AB:CD',
  selfSigned: true,
  subjectAltName: 'DNS:localhost, IP Address:127.0.0.1',
};

describe('describeFailure', () => {
  it('says nothing listens on a refused port', () => {
    expect(
      describeFailure({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:3999', url: http }),
    ).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:3999',
      hint: 'Nothing listens on 127.0.0.1:3999. Is the server running, on this port?',
    });
  });

  it.each([
    ['ENOTFOUND', http, /127\.0\.0\.1 does not resolve/],
    ['EAI_AGAIN', http, /could not be looked up/],
    ['EHOSTUNREACH', http, /no network route to 127\.0\.0\.1:3999/],
    ['ECONNRESET', http, /use https:\/\//],
    ['ECONNRESET', https, /closed the connection/],
    [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      https,
      /^The certificate of localhost:8443 is self-signed; trust it for this run to go on\.$/,
    ],
    ['SELF_SIGNED_CERT_IN_CHAIN', https, /authority this machine does not trust/],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', https, /intermediate certificate/],
    ['CERT_NOT_TRUSTED_FINGERPRINT', https, /changed since you trusted it/],
    ['ERR_SSL_WRONG_VERSION_NUMBER', https, /use http:\/\/ instead of https:\/\//],
    ['HPE_INVALID_CONSTANT', http, /not HTTP\/1\.1; if it speaks HTTPS/],
    ['ERR_INVALID_CHAR', http, /custom headers/],
    ['CERT_REVOKED', https, /was refused \(CERT_REVOKED\)/],
    ['EWHATEVER', http, /could not reach 127\.0\.0\.1:3999 \(EWHATEVER\)/],
  ])('explains %s', (code, url, hint) => {
    expect(describeFailure({ code, url }).hint).toMatch(hint);
  });

  it('names the connect timeout it waited', () => {
    expect(describeFailure({ code: 'ETIMEDOUT', url: http, connectTimeoutMs: 2500 }).hint).toMatch(/within 3 s/);
    expect(describeFailure({ code: 'ETIMEDOUT', url: http }).hint).toMatch(/within 15 s/);
  });

  it('uses the certificate to say when it expired and which names it covers', () => {
    expect(describeFailure({ code: 'CERT_HAS_EXPIRED', url: https, certificate }).hint).toMatch(
      /expired on 2026-11-21/,
    );
    expect(describeFailure({ code: 'CERT_NOT_YET_VALID', url: https, certificate }).hint).toMatch(
      /not valid before 2026-11-20/,
    );
    const altname = describeFailure({
      code: 'ERR_TLS_CERT_ALTNAME_INVALID',
      url: new URL('https://127.0.0.2:8443'),
      certificate,
    });
    expect(altname.hint).toMatch(/names DNS:localhost, IP Address:127\.0\.0\.1, not 127\.0\.0\.2/);
    expect(altname.certificate).toEqual(certificate);
  });

  it('gives a refused certificate words when Node gave none, and tidies OpenSSL messages', () => {
    expect(describeFailure({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT', url: https }).message).toBe(
      'self-signed certificate',
    );
    const message =
      'C0AC11D7E57F0000:error:0A00010B:SSL routines:tls_validate_record_header:wrong version number:../deps/openssl/openssl/ssl/record/methods/tlsany_meth.c:77:\n';
    expect(describeFailure({ code: 'ERR_SSL_WRONG_VERSION_NUMBER', message, url: https }).message).toBe(
      'TLS: wrong version number',
    );
  });

  it('never repeats the query string', () => {
    expect(JSON.stringify(describeFailure({ code: 'ECONNREFUSED', url: http }))).not.toContain('secret');
  });
});

describe('errorCode', () => {
  it("reads Node's code, or a stand-in", () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(errorCode(new Error('x'))).toBe('UPSTREAM_ERROR');
    expect(errorCode(undefined)).toBe('UPSTREAM_ERROR');
  });
});

describe('isCertificateRefusal', () => {
  it('tells certificate refusals from connection failures', () => {
    expect(isCertificateRefusal('DEPTH_ZERO_SELF_SIGNED_CERT')).toBe(true);
    expect(isCertificateRefusal('ERR_TLS_CERT_ALTNAME_INVALID')).toBe(true);
    expect(isCertificateRefusal('CERT_SIGNATURE_FAILURE')).toBe(true);
    expect(isCertificateRefusal('ECONNREFUSED')).toBe(false);
    expect(isCertificateRefusal('ERR_SSL_WRONG_VERSION_NUMBER')).toBe(false);
  });
});
