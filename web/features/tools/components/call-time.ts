// Made once: `toLocaleTimeString` builds a formatter on every call (the same fields: hour, minute, second).
const timeOfDay = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hour12: false,
});

/** A call's time of day, for the list. */
export function formatCallTime(at: number): string {
  return timeOfDay.format(at);
}
