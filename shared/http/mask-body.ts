import { maskedValue } from '../lib/header-list.ts';

/** Members of OAuth bodies (JSON or form) that are credentials: never kept in the log as sent. */
const secretFields = new Set([
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code',
  'code_verifier',
  'assertion',
  'client_assertion',
  'password',
  'registration_access_token',
]);

/**
 * A body as the log keeps it: the same text with credential values replaced
 * by their length. The tokens live in the tab's OAuth store; a log that is
 * exported or shown on a screen must not carry them.
 */
export function maskSecretsInBody(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const value = JSON.parse(trimmed) as Record<string, unknown>;
      if (
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.keys(value).some((key) => secretFields.has(key))
      ) {
        const masked = Object.fromEntries(
          Object.entries(value).map(([key, field]) => [
            key,
            secretFields.has(key) && typeof field === 'string' ? maskedValue(field) : field,
          ]),
        );
        return JSON.stringify(masked);
      }
    } catch {
      return text;
    }
    return text;
  }
  if (/^[\w.%+-]+=[^&\s]*(&[\w.%+-]+=[^&\s]*)*$/.test(trimmed)) {
    const params = new URLSearchParams(trimmed);
    if (![...params.keys()].some((key) => secretFields.has(key))) return text;
    return [...params]
      .map(
        ([key, value]) =>
          `${encodeURIComponent(key)}=${secretFields.has(key) ? maskedValue(value) : encodeURIComponent(value)}`,
      )
      .join('&');
  }
  return text;
}
