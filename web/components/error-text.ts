/** Text for an error boundary's fallback; each helper copes with any thrown value or data. */

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    try {
      return String(error);
    } catch {
      return 'An error that cannot be printed';
    }
  }
}

/** Data shown in a fallback is cut here: the fallback must stay cheap even for a 20 MB result. */
export const FALLBACK_DATA_CHARS = 100_000;

/** Pretty JSON of the data involved, cut to `limit` characters. */
export function dataText(data: unknown, limit = FALLBACK_DATA_CHARS): { text: string; total: number } {
  let text: string;
  try {
    text = JSON.stringify(data, null, 2) ?? String(data);
  } catch {
    try {
      text = String(data);
    } catch {
      text = '[data that cannot be printed]';
    }
  }
  return { text: text.length > limit ? text.slice(0, limit) : text, total: text.length };
}
