/** A protocol timestamp (ISO 8601) as the page's local time of day; what does not parse is shown as sent. */
export function formatTaskTime(iso: string | undefined): string | undefined {
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toLocaleTimeString(undefined, { hour12: false });
}

/** A span of milliseconds in the unit a person reads best: "800 ms", "1 s", "5 min". */
export function formatSpan(ms: number | null | undefined): string | undefined {
  if (ms === undefined) return undefined;
  if (ms === null) return 'no limit';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000 || ms % 60_000 !== 0) return `${+(ms / 1000).toFixed(1)} s`;
  return `${ms / 60_000} min`;
}

/** A page-clock time (ms since the epoch) as time of day with milliseconds, for the history. */
export function formatClock(t: number): string {
  const date = new Date(t);
  return `${date.toLocaleTimeString(undefined, { hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** Tool arguments in one short line. */
export function argumentsLine(args: Record<string, unknown> | undefined): string {
  if (!args || Object.keys(args).length === 0) return '{}';
  const text = JSON.stringify(args);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}
