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
 * SHOWN_MAX characters. Huge arguments are never written whole: their
 * length is counted (a long string's once, however many keystrokes elsewhere
 * in the form follow), and only the start that shows is written.
 */
export function argumentsPreview(args: unknown): ArgumentsPreview {
  const total = compactJsonLength(args);
  if (total > INDENT_MAX) return { text: compactJsonStart(args, SHOWN_MAX), oneLine: false, total, truncated: true };
  const compact = JSON.stringify(args) ?? '';
  const oneLine = compact.length <= ONE_LINE_MAX;
  const full = oneLine ? compact : (JSON.stringify(args, null, 2) ?? '');
  const truncated = full.length > SHOWN_MAX;
  return { text: truncated ? full.slice(0, SHOWN_MAX) : full, oneLine, total: compact.length, truncated };
}

/** Strings this long have their JSON length remembered: the same string (a pasted file) is not escaped again on every render. */
const REMEMBERED_MIN = 10_000;
const rememberedLengths = new Map<string, number>();

function stringJsonLength(text: string): number {
  if (text.length < REMEMBERED_MIN) return JSON.stringify(text).length;
  let length = rememberedLengths.get(text);
  if (length === undefined) {
    length = JSON.stringify(text).length;
    if (rememberedLengths.size >= 8) rememberedLengths.delete(rememberedLengths.keys().next().value!);
    rememberedLengths.set(text, length);
  }
  return length;
}

/** Members JSON.stringify leaves out of an object, and writes as null in an array. */
const unwritten = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** The length of `JSON.stringify(value)`, for the plain JSON values a form holds, without writing it. */
export function compactJsonLength(value: unknown): number {
  if (typeof value === 'string') return stringJsonLength(value);
  if (Array.isArray(value)) {
    let length = 2 + Math.max(0, value.length - 1);
    for (const item of value) length += unwritten(item) ? 4 : compactJsonLength(item);
    return length;
  }
  if (typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    let length = 2;
    let members = 0;
    for (const [key, item] of Object.entries(value)) {
      if (unwritten(item)) continue;
      length += stringJsonLength(key) + 1 + compactJsonLength(item);
      members++;
    }
    return length + Math.max(0, members - 1);
  }
  return (JSON.stringify(value) ?? '').length;
}

/** The first `limit` characters of `JSON.stringify(value)`, writing no more than that of any long string. */
export function compactJsonStart(value: unknown, limit: number): string {
  const parts: string[] = [];
  let length = 0;
  const write = (text: string) => {
    parts.push(text);
    length += text.length;
  };
  const walk = (item: unknown): void => {
    if (length >= limit) return;
    if (typeof item === 'string') {
      // A cut after a lead surrogate would be escaped; one more character keeps the pair whole.
      let end = Math.min(item.length, limit - length + 1);
      if (end < item.length && /[\uD800-\uDBFF]/.test(item[end - 1]!)) end++;
      write(JSON.stringify(end < item.length ? item.slice(0, end) : item));
    } else if (Array.isArray(item)) {
      write('[');
      item.forEach((member, index) => {
        if (length >= limit) return;
        if (index > 0) write(',');
        walk(unwritten(member) ? null : member);
      });
      write(']');
    } else if (
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { toJSON?: unknown }).toJSON !== 'function'
    ) {
      write('{');
      let first = true;
      for (const [key, member] of Object.entries(item)) {
        if (length >= limit) return;
        if (unwritten(member)) continue;
        write(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        walk(member);
      }
      write('}');
    } else write(JSON.stringify(item) ?? 'null');
  };
  walk(value);
  return parts.join('').slice(0, limit);
}
