/** The most characters of text one joined event carries: the library's work on an event stays small. */
const MOST_JOINED = 16_384;

/**
 * Joins, in an event stream's text, each run of consecutive events that differ only in the text they add (the
 * string after `"key":"`, one of `keys`) into one event carrying that text whole, and leaves every other event as
 * it came. A fast model sends a token an event, and the provider library makes a score of objects for each (parse,
 * validation, a stream part, promise callbacks): 20,000 tokens made hundreds of megabytes of garbage, collected in
 * pauses of the page. The text, usage, finish and timing the library reads are the same: the events joined are
 * deltas to one string, all already received (nothing waits for an event to come), and whatever else the events
 * say (ids, roles, usage, a different key) must be byte for byte the same or they are left apart.
 *
 * `text` must be whole events, each ended by a blank line ("\n\n"); the caller keeps what follows the last one.
 */
export function joinTextDeltas(text: string, keys: readonly string[]): string {
  const events = text.split('\n\n');
  // The piece after the last blank line is empty: `text` ends with one.
  events.pop();
  let out = '';
  let held: DeltaEvent | undefined;
  for (const event of events) {
    const delta = deltaEvent(event, keys);
    if (held && delta && sameBesidesText(held, delta) && held.text.length + delta.text.length <= MOST_JOINED) {
      held = { ...held, text: held.text + delta.text };
      continue;
    }
    if (held) out += written(held);
    held = delta;
    if (!delta) out += `${event}\n\n`;
  }
  if (held) out += written(held);
  return out;
}

/** An event of one `data:` line whose JSON has a string under one of the keys: what is before and after that string. */
interface DeltaEvent {
  /** The event up to and including the string's opening quote. */
  readonly before: string;
  /** The string's content as written (escapes and all): two of them side by side are the two texts joined. */
  readonly text: string;
  /** From the string's closing quote to the end of the event. */
  readonly after: string;
}

function deltaEvent(event: string, keys: readonly string[]): DeltaEvent | undefined {
  const dataAt = event.startsWith('data:') ? 0 : event.indexOf('\ndata:') + 1;
  // No data, or more than one data line (their text joined by newlines is not the one JSON string we read).
  if (dataAt === 0 && !event.startsWith('data:')) return undefined;
  if (event.indexOf('\ndata:', dataAt) >= 0) return undefined;
  for (const key of keys) {
    const marker = `"${key}":"`;
    const at = event.indexOf(marker, dataAt);
    if (at < 0) continue;
    const start = at + marker.length;
    const end = closingQuote(event, start);
    if (end < 0) return undefined;
    return { before: event.slice(0, start), text: event.slice(start, end), after: event.slice(end) };
  }
  return undefined;
}

/** The index of the quote that closes the JSON string whose content starts at `start`, or -1. */
function closingQuote(event: string, start: number): number {
  let at = start;
  for (;;) {
    const quote = event.indexOf('"', at);
    if (quote < 0) return -1;
    let slashes = 0;
    while (event[quote - 1 - slashes] === '\\') slashes++;
    if (slashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

const sameBesidesText = (a: DeltaEvent, b: DeltaEvent) => a.before === b.before && a.after === b.after;

const written = (event: DeltaEvent) => `${event.before}${event.text}${event.after}\n\n`;

/** joinTextDeltas over a byte stream read a piece at a time: what `push` answers is whole events, what ends one is kept. */
export interface DeltaJoiner {
  push(bytes: Uint8Array): Uint8Array;
  /** What is kept (an event the stream ended in the middle of), as it came. */
  end(): Uint8Array;
}

export function deltaJoiner(keys: readonly string[]): DeltaJoiner {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let kept: Uint8Array = new Uint8Array(0);
  // An event stream with "\r" in its line ends is passed on as it came: its events are not where this looks for them.
  let asItCame = false;
  return {
    push(bytes) {
      const all = kept.byteLength ? joined(kept, bytes) : bytes;
      kept = new Uint8Array(0);
      if (asItCame || all.includes(CR)) {
        asItCame = true;
        return all;
      }
      // The bytes up to the last blank line are whole events, and whole characters: a line feed is never part of one.
      const end = lastBlankLine(all);
      if (end < 0) {
        kept = all;
        return new Uint8Array(0);
      }
      kept = all.slice(end);
      return encoder.encode(joinTextDeltas(decoder.decode(all.subarray(0, end)), keys));
    },
    end() {
      const rest = kept;
      kept = new Uint8Array(0);
      return rest;
    },
  };
}

const CR = 13;
const LF = 10;

/** The index just after the last "\n\n" in `bytes`, or -1. */
function lastBlankLine(bytes: Uint8Array): number {
  for (let at = bytes.byteLength - 1; at > 0; at--) if (bytes[at] === LF && bytes[at - 1] === LF) return at + 1;
  return -1;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const both = new Uint8Array(a.byteLength + b.byteLength);
  both.set(a);
  both.set(b, a.byteLength);
  return both;
}
