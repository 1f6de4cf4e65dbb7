import { isRecord } from '../lib/guards.ts';
import { CSP_KEYS, cspOriginProblem, MAX_ORIGINS_PER_KEY, type McpUiResourceCsp } from './app-csp.ts';
import { wildcardProblem } from './csp-wildcard.ts';

/** One declared entry the host did not grant, and why. */
export interface RefusedCspEntry {
  /** The key of `_meta.ui.csp` it was under, or `csp` for the object itself. */
  key: string;
  value: unknown;
  why: string;
}

export interface CspGrant {
  granted: McpUiResourceCsp;
  refused: RefusedCspEntry[];
}

/**
 * Keeps the declared origins that are valid, each key at most 64, and no
 * wildcard over a public suffix; lists the rest with the reason. The host
 * grants this (the proxy when it registers a view, the CLI when it shows
 * one); the page only shows what the proxy answered.
 */
export function grantCsp(declared: unknown): CspGrant {
  const granted: McpUiResourceCsp = {};
  const refused: RefusedCspEntry[] = [];
  if (declared === undefined || declared === null) return { granted, refused };
  if (!isRecord(declared))
    return {
      granted,
      refused: [{ key: 'csp', value: declared, why: 'not an object: the restrictive default applies' }],
    };
  for (const [key, value] of Object.entries(declared)) {
    if (!(CSP_KEYS as readonly string[]).includes(key))
      refused.push({ key, value, why: `not a key of McpUiResourceCsp (${CSP_KEYS.join(', ')})` });
  }
  for (const key of CSP_KEYS) {
    const values = declared[key];
    if (values === undefined) continue;
    if (!Array.isArray(values)) {
      refused.push({ key, value: values, why: 'not an array of origins' });
      continue;
    }
    const kept: string[] = [];
    for (const value of values) {
      const problem = cspOriginProblem(value) ?? wildcardProblem(value as string);
      if (problem) refused.push({ key, value, why: problem });
      else if (kept.length >= MAX_ORIGINS_PER_KEY)
        refused.push({ key, value, why: `more than ${MAX_ORIGINS_PER_KEY} origins in ${key}` });
      else if (!kept.includes(value as string)) kept.push(value as string);
    }
    if (kept.length > 0) granted[key] = kept;
  }
  return { granted, refused };
}
