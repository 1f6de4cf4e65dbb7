/**
 * The `format` values the form checks, with the message for a mismatch.
 * Formats are annotations in 2020-12; the checks are deliberately loose so
 * they only catch plain typos (the server has the last word).
 */
const FORMATS: Readonly<Record<string, { test: (value: string) => boolean; message: string }>> = {
  email: { test: (v) => /^[^\s@]+@[^\s@]+$/.test(v), message: 'Must be an email address' },
  uri: { test: (v) => /^[A-Za-z][A-Za-z\d+.-]*:\S*$/.test(v), message: 'Must be a URI (scheme:…)' },
  url: { test: (v) => /^[A-Za-z][A-Za-z\d+.-]*:\S*$/.test(v), message: 'Must be a URL' },
  date: { test: isDate, message: 'Must be a date (YYYY-MM-DD)' },
  'date-time': { test: isDateTime, message: 'Must be a date-time (e.g. 2025-01-31T12:00:00Z)' },
  time: {
    test: (v) => /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})?$/.test(v),
    message: 'Must be a time (HH:MM:SS)',
  },
  uuid: {
    test: (v) => /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(v),
    message: 'Must be a UUID',
  },
};

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isDateTime(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match || !isDate(match[1] ?? '')) return false;
  return Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 61;
}

/** The message when `value` breaks `format`; undefined when it fits or the format is not checked. */
export function checkFormat(format: string, value: string): string | undefined {
  const check = FORMATS[format];
  return check === undefined || check.test(value) ? undefined : check.message;
}
