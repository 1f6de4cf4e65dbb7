import { isSecretHeader } from '../http/http-target.ts';

// The one judgement of what is secret, for the page (Copy as config, Copy
// as command) and for the CLI's warnings alike: what one hides, the other
// warns of, so mcp-loupe never warns of a command the page copied.

/**
 * Names of environment variables, headers, flags and query parameters that
 * hold credentials: `GITHUB_TOKEN`, `OPENAI_API_KEY`, `DB_PASSWORD`,
 * `DB_PASS`, `GH_AUTH`, `Authorization`, `--access-token`, `api_key`.
 */
export function isSecretName(name: string): boolean {
  // The protocol's own session id is not the person's secret: every client sends it, and a replay shows it as sent.
  if (/^mcp-session-id$/i.test(name)) return false;
  return (
    isSecretHeader(name) || /auth|credential|pass(?![-_]?thr)|pwd|private|session|signature|_pat$|^pat$/i.test(name)
  );
}

/** A value that already stands for a secret kept elsewhere (`${input:key}`, `${env:TOKEN}`, `{API_KEY}`), or that is empty. */
export function nothingToHide(value: string): boolean {
  return value === '' || /^\$\{[^}]+\}$/.test(value) || /^\{[A-Za-z_][\w-]*\}$/.test(value);
}

/** An environment variable, header or query parameter that holds a secret: by its name, or by its value's shape whatever the name. */
export function isSecretSetting(name: string, value: string): boolean {
  return !nothingToHide(value) && (isSecretName(name) || looksSecretValue(value));
}

/** A server argument that holds a secret, and where. */
export interface SecretArgument {
  /** Its place among the server's arguments (after the command), from 0. */
  index: number;
  /** What stays as written in front of the secret: `--token=`, or nothing. */
  prefix: string;
  /** The flag it belongs to (`--token=…`) or follows (`--api-key sk-…`), if any. */
  flag?: string;
  /** An environment-variable-style name for it: `API_KEY`, `TOKEN`, `ARG_3`. */
  variable: string;
}

/** The server's arguments that are secrets: `--token=abc`, the word after a secret-named flag (`--api-key sk-…`), and token-shaped words. */
export function secretArguments(args: readonly string[]): SecretArgument[] {
  const found: SecretArgument[] = [];
  args.forEach((arg, index) => {
    const attached = /^(--?[A-Za-z][\w-]*)=(.+)$/.exec(arg);
    if (attached) {
      if (isSecretSetting(attached[1]!, attached[2]!))
        found.push({ index, prefix: `${attached[1]}=`, flag: attached[1]!, variable: variableName(attached[1]!) });
      return;
    }
    if (arg.startsWith('-') || nothingToHide(arg)) return;
    const previous = index > 0 ? args[index - 1]! : '';
    if (/^--?[A-Za-z][\w-]*$/.test(previous) && isSecretName(previous))
      found.push({ index, prefix: '', flag: previous, variable: variableName(previous) });
    else if (looksSecretValue(arg)) found.push({ index, prefix: '', variable: `ARG_${index + 1}` });
  });
  return found;
}

/** `X-API-Key` → `X_API_KEY`, `--access-token` → `ACCESS_TOKEN`. */
export function variableName(name: string): string {
  const cleaned = name
    .replace(/^-+/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return /^[A-Z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
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
  return (
    /^[A-Za-z0-9+_=-]{32,}$/.test(trimmed) && /[0-9]/.test(trimmed) && /[a-z]/.test(trimmed) && /[A-Z]/.test(trimmed)
  );
}
