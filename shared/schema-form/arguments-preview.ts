/** Up to this many characters the arguments are one line; past it, indented. */
const ONE_LINE_MAX = 100;
/** The preview shows at most this much of a large value (a pasted file, say). */
const SHOWN_MAX = 4000;
/** Past this many characters the JSON is not written a second time indented: its start shows compact. */
const INDENT_MAX = 100_000;

export type ArgumentsPreview = {
  /** The JSON shown: exactly what is sent, or its start when `total` is larger. */
  text: string;
  oneLine: boolean;
  /** Characters of the whole compact JSON. */
  total: number;
  truncated: boolean;
};

/**
 * The arguments Run sends, as JSON text to show under the form: compact on
 * one line when short, indented when not (compact again when huge), cut at
 * SHOWN_MAX characters.
 */
export function argumentsPreview(args: unknown): ArgumentsPreview {
  const compact = JSON.stringify(args) ?? '';
  const oneLine = compact.length <= ONE_LINE_MAX;
  const full = oneLine || compact.length > INDENT_MAX ? compact : (JSON.stringify(args, null, 2) ?? '');
  const truncated = full.length > SHOWN_MAX;
  return { text: truncated ? full.slice(0, SHOWN_MAX) : full, oneLine, total: compact.length, truncated };
}
