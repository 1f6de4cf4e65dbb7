/**
 * Characters a person cannot see, or that change how the text around them
 * reads: bidirectional controls (U+202A–202E, U+2066–2069, U+200E/200F,
 * U+061C) and every other format character (zero-width joiners and spaces,
 * the byte-order mark, soft hyphens: Unicode category Cf), line and
 * paragraph separators, C1 controls, private-use, lone surrogates,
 * unassigned code points and the Hangul fillers that draw as blanks. A
 * name like `invoice‮fdp.exe` shows as `invoiceexe.pdf`; written out, it
 * shows what it is.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}\u115F\u1160\u3164\uFFA0]/u;

/** `[U+202E]` for a hidden character, undefined for one a person sees. Brackets rather than angle brackets, so the same text is also a legal file name on every system. */
export function hiddenEscape(char: string): string | undefined {
  if (!HIDDEN.test(char)) return undefined;
  return `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** The text with each hidden character written out as `[U+XXXX]`. */
export function visibleText(text: string): string {
  let shown = '';
  for (const char of text) shown += hiddenEscape(char) ?? char;
  return shown;
}
