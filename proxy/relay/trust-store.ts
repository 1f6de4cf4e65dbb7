/**
 * Certificates the person trusted for this run, by https origin. Held in
 * memory only: a restart forgets them, so trust is never silent or lasting.
 */

export interface TrustedCertificate {
  /** `https://host[:port]`, as URL.origin writes it. */
  origin: string;
  /** SHA-256 of the certificate, `AB:CD:…` (as Node's fingerprint256). */
  fingerprint256: string;
}

/** What a connection needs to know: the fingerprint trusted for an origin, if any. */
export interface TrustLookup {
  fingerprintFor(origin: string): string | undefined;
}

export interface TrustStore extends TrustLookup {
  trust(certificate: TrustedCertificate): void;
  /** True when the origin was trusted. */
  forget(origin: string): boolean;
  list(): TrustedCertificate[];
}

export function createTrustStore(): TrustStore {
  const byOrigin = new Map<string, string>();
  return {
    fingerprintFor: (origin) => byOrigin.get(origin),
    trust: ({ origin, fingerprint256 }) => void byOrigin.set(origin, fingerprint256),
    forget: (origin) => byOrigin.delete(origin),
    list: () => [...byOrigin].map(([origin, fingerprint256]) => ({ origin, fingerprint256 })),
  };
}

/** An https origin as URL.origin writes it, or undefined for anything else (paths, other schemes, credentials). */
export function httpsOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const bare =
    url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  return url.protocol === 'https:' && bare ? url.origin : undefined;
}

/** A SHA-256 fingerprint in Node's form (`AB:CD:…`, 32 bytes), from hex with or without colons; undefined if it is not one. */
export function normalizeFingerprint(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = value.trim().replaceAll(':', '').toUpperCase();
  if (!/^[0-9A-F]{64}$/.test(hex)) return undefined;
  return hex.match(/../g)?.join(':');
}
