/** A call's arguments on one line of a list: compact JSON, cut at `max` characters. */
export function previewArgs(args: Readonly<Record<string, unknown>>, max = 80): string {
  let text: string;
  try {
    text = JSON.stringify(args) ?? '';
  } catch {
    text = '(arguments JSON cannot show)';
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
