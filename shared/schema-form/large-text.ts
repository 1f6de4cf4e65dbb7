/**
 * Text this long is not put into an input or a text area: the browser lays
 * out the whole of it on every keystroke (about half a second per megabyte),
 * so the page would freeze. The form shows its start and its size instead.
 */
export const LARGE_TEXT_CHARS = 100_000;
const PREVIEW_CHARS = 1_000;

export function isLargeText(text: string): boolean {
  return text.length >= LARGE_TEXT_CHARS;
}

/** The start of a large text, as much as a glance takes in. */
export function textPreview(text: string): string {
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

/**
 * The text after pasting `pasted` over the selection [start, end) of
 * `current`, when that makes a large text; undefined when the control can
 * take the paste itself. An unknown selection (email and URL inputs have
 * none) pastes at the end.
 */
export function largePaste(
  current: string,
  start: number | null,
  end: number | null,
  pasted: string,
): string | undefined {
  const from = start ?? current.length;
  const to = end ?? from;
  const next = current.slice(0, from) + pasted + current.slice(to);
  return isLargeText(next) ? next : undefined;
}
