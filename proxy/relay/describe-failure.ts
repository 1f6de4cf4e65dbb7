import type { PresentedCertificate } from '../../shared/http/fetch-failure.ts';
import { addressOf } from './target-url.ts';

/** Why the proxy got no answer from a server: Node's code, its words, and one sentence for a person. */
export interface UpstreamFailure {
  code: string;
  message: string;
  hint: string;
  /** For a refused TLS certificate: the one the server presented. */
  certificate?: PresentedCertificate;
}

export interface FailureFacts {
  code: string;
  /** Node's message; it names no path or query. */
  message?: string;
  url: URL;
  certificate?: PresentedCertificate;
  connectTimeoutMs?: number;
}

/** TLS certificate refusals, with the words OpenSSL uses for them. */
const certificateWords: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed certificate in certificate chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'unable to verify the first certificate',
  UNABLE_TO_GET_ISSUER_CERT: 'unable to get issuer certificate',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'unable to get local issuer certificate',
  CERT_HAS_EXPIRED: 'certificate has expired',
  CERT_NOT_YET_VALID: 'certificate is not yet valid',
  ERR_TLS_CERT_ALTNAME_INVALID: "the host name is not among the certificate's names",
  CERT_NOT_TRUSTED_FINGERPRINT: 'the certificate is not the one trusted for this origin',
  CERT_REVOKED: 'certificate revoked',
  CERT_UNTRUSTED: 'certificate not trusted',
};

/** Is this code a refused certificate (as opposed to a connection that failed)? */
export function isCertificateRefusal(code: string): boolean {
  return code in certificateWords || code.startsWith('CERT_') || code.startsWith('ERR_TLS_CERT');
}

export function describeFailure(facts: FailureFacts): UpstreamFailure {
  const { code, certificate } = facts;
  return {
    code,
    message: tidyMessage(facts.message) ?? certificateWords[code] ?? code,
    hint: hintFor(facts),
    ...(certificate ? { certificate } : {}),
  };
}

/** The code Node put on an error, or a stand-in when it put none. */
export function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UPSTREAM_ERROR';
}

export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** OpenSSL's messages carry a source path; keep the words that say what went wrong. */
function tidyMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const openssl = /routines:[^:]*:([^:]+):/.exec(message);
  return openssl ? `TLS: ${openssl[1]}` : message;
}

function day(iso: string | undefined): string | undefined {
  return iso?.slice(0, 10);
}

function hintFor({ code, url, certificate, connectTimeoutMs }: FailureFacts): string {
  const address = addressOf(url);
  const trustToGoOn = 'trust it for this run to go on';
  switch (code) {
    case 'ECONNREFUSED':
      return `Nothing listens on ${address}. Is the server running, on this port?`;
    case 'ENOTFOUND':
      return `The name ${url.hostname} does not resolve: check the host name in the URL for a typo.`;
    case 'EAI_AGAIN':
      return `The name ${url.hostname} could not be looked up just now (DNS did not answer); check the network, or try again.`;
    case 'ETIMEDOUT':
      return `${address} did not accept a connection within ${Math.round((connectTimeoutMs ?? 15_000) / 1000)} s: the host may be down, or a firewall drops the packets.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `There is no network route to ${address}; check the address, and the network or VPN this machine is on.`;
    case 'ECONNRESET':
      return url.protocol === 'http:'
        ? `${address} closed the connection without answering; if it speaks HTTPS, use https:// in the URL.`
        : `${address} closed the connection without answering; the server may have crashed, or something between refuses the connection.`;
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
      return `The certificate of ${address} is self-signed; ${trustToGoOn}.`;
    case 'SELF_SIGNED_CERT_IN_CHAIN':
      return `The certificate of ${address} comes from a certificate authority this machine does not trust; ${trustToGoOn}.`;
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
      return `The certificate of ${address} is signed by an authority this machine does not know, or the server leaves out its intermediate certificate; ${trustToGoOn}.`;
    case 'CERT_HAS_EXPIRED':
      return `The certificate of ${address} expired${certificate ? ` on ${day(certificate.validTo)}` : ''}; renew it on the server, or ${trustToGoOn}.`;
    case 'CERT_NOT_YET_VALID':
      return `The certificate of ${address} is not valid before ${day(certificate?.validFrom) ?? 'a later date'}; check this machine's clock, or ${trustToGoOn}.`;
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The certificate of ${address} names ${certificate?.subjectAltName ?? 'other hosts'}, not ${url.hostname}; use a name it covers in the URL, or ${trustToGoOn}.`;
    case 'CERT_NOT_TRUSTED_FINGERPRINT':
      return `The certificate of ${address} changed since you trusted it for this run; find out why before you trust the new one.`;
    case 'ABORTED':
      return 'The request was cancelled before the server answered.';
    case 'ERR_INVALID_CHAR':
    case 'ERR_INVALID_HTTP_TOKEN':
      return 'A header name or value has a character HTTP does not allow; check the custom headers.';
  }
  if (isCertificateRefusal(code))
    return `The certificate of ${address} was refused (${code}); ${trustToGoOn} only if you know why.`;
  if (code.startsWith('ERR_SSL_') || code === 'EPROTO') {
    return `${address} did not complete a TLS handshake; if it is a plain HTTP server, use http:// instead of https://.`;
  }
  if (code.startsWith('HPE_')) {
    return `${address} answered with something that is not HTTP/1.1${url.protocol === 'http:' ? '; if it speaks HTTPS, use https:// in the URL' : ''}.`;
  }
  return `The proxy could not reach ${address} (${code}).`;
}
