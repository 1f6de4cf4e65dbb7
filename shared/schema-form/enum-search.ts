import type { EnumOption } from './field.ts';

/**
 * Up to this many options an enum is a native select; above it, a search
 * box whose list shows a few matches. A select draws every option when it
 * mounts: a million of them held the page for seconds (issue 23).
 */
export const ENUM_SELECT_MAX = 100;
/** The most options a search lists at once; more are reached by typing more. */
export const ENUM_LIST_MAX = 50;
/** Options read in one slice of a search; the page answers input between slices. */
export const ENUM_SCAN_SLICE = 20_000;

/** The option's value as JSON text (a string as itself). */
export function enumRawText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What a person reads for an option: its label, and the value too when the label is a title. */
export function enumOptionText(option: EnumOption): string {
  const raw = enumRawText(option.value);
  return option.label === raw ? option.label : `${option.label} (${raw})`;
}

/** One search over an enum's options, advanced a slice at a time. */
export interface EnumSearch {
  query: string;
  /** Indexes of the matching options found so far, in order, at most {@link ENUM_LIST_MAX}. */
  matches: readonly number[];
  /** How many options have been read. */
  scanned: number;
  /** The whole list was read, or enough matches were found. */
  done: boolean;
  /** Stopped at {@link ENUM_LIST_MAX} matches: there may be more. */
  capped: boolean;
}

/** A search for `query` (case-insensitive, anywhere in the label or the value); an empty query lists the first options at once. */
export function startEnumSearch(options: readonly EnumOption[], query: string, limit = ENUM_LIST_MAX): EnumSearch {
  if (query === '') {
    const shown = Math.min(limit, options.length);
    return {
      query,
      matches: Array.from({ length: shown }, (_, index) => index),
      scanned: options.length,
      done: true,
      capped: options.length > shown,
    };
  }
  return { query, matches: [], scanned: 0, done: false, capped: false };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The search after reading up to `slice` more options. */
export function continueEnumSearch(
  options: readonly EnumOption[],
  search: EnumSearch,
  slice = ENUM_SCAN_SLICE,
  limit = ENUM_LIST_MAX,
): EnumSearch {
  if (search.done) return search;
  // A RegExp with the i flag tests each label without making a lower-cased copy of a million strings.
  const pattern = new RegExp(escapeRegExp(search.query), 'i');
  const matches = [...search.matches];
  const end = Math.min(options.length, search.scanned + slice);
  let index = search.scanned;
  for (; index < end && matches.length < limit; index++) {
    const option = options[index]!;
    if (pattern.test(option.label)) matches.push(index);
    else if (typeof option.value !== 'string' || option.value !== option.label) {
      if (pattern.test(enumRawText(option.value))) matches.push(index);
    }
  }
  const capped = matches.length >= limit && index < options.length;
  return { query: search.query, matches, scanned: index, done: capped || index >= options.length, capped };
}

/** What the list says under its options: how many there are, that it is still looking, or that there are more. */
export function enumSearchNote(search: EnumSearch, total: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  if (search.query === '') return `${count(total)} options: type to search`;
  if (!search.done) return `Searching… ${count(search.scanned)} of ${count(total)} read`;
  if (search.capped) return `The first ${count(search.matches.length)} matches: type more to narrow`;
  if (search.matches.length === 0) return `No option holds "${search.query}"`;
  return search.matches.length === 1 ? '1 match' : `${count(search.matches.length)} matches`;
}
