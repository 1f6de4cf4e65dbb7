import { isSecretHeader } from '../http/http-target.ts';

/**
 * Names of environment variables, headers, flags and query parameters that
 * hold credentials: `GITHUB_TOKEN`, `OPENAI_API_KEY`, `DB_PASSWORD`,
 * `Authorization`, `--access-token`, `api_key`.
 */
export function isSecretName(name: string): boolean {
  return isSecretHeader(name) || /auth|credential|passw|pwd|private|session|signature|_pat$|^pat$/i.test(name);
}

/** Well-known token shapes: provider prefixes, JWTs, and long runs of letters and digits with no path in them. */
const secretValuePatterns = [
  /^(sk|pk|rk)[-_][A-Za-z0-9_-]{16,}/,
  /^(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}/,
  /^github_pat_[A-Za-z0-9_]{20,}/,
  /^glpat-[A-Za-z0-9_-]{16,}/,
  /^xox[abposr]-[A-Za-z0-9-]{10,}/,
  /^AKIA[A-Z0-9]{16}$/,
  /^AIza[A-Za-z0-9_-]{30,}/,
  /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/,
  /^bearer\s+\S+/i,
  /^basic\s+\S+/i,
];

/** A value that looks like a credential whatever its name (a token pasted into an argument, say). */
export function looksSecretValue(value: string): boolean {
  const trimmed = value.trim();
  if (secretValuePatterns.some((pattern) => pattern.test(trimmed))) return true;
  // A long opaque string: hex, or upper and lower case letters mixed with digits (words and paths have dots, slashes or one case).
  if (/^[a-f0-9]{32,}$/i.test(trimmed)) return true;
  return /^[A-Za-z0-9+_=-]{32,}$/.test(trimmed) && /[0-9]/.test(trimmed) && /[a-z]/.test(trimmed) && /[A-Z]/.test(trimmed);
}
