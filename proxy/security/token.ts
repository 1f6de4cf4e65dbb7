import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh per-run token: 32 random bytes, base64url (43 characters). */
export function createToken(random: (size: number) => Buffer = randomBytes): string {
  return random(32).toString('base64url');
}

/**
 * Constant-time comparison. A candidate of another length is rejected after
 * comparing the expected token with itself, so the time spent does not depend
 * on how long the guess was.
 */
export function tokenMatches(expected: string, candidate: string | null | undefined): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const candidateBytes = Buffer.from(candidate ?? '', 'utf8');
  if (candidateBytes.length !== expectedBytes.length) {
    timingSafeEqual(expectedBytes, expectedBytes);
    return false;
  }
  return timingSafeEqual(expectedBytes, candidateBytes);
}

/** The token from `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match?.[1];
}
