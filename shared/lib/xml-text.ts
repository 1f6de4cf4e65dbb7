/**
 * Text made safe for XML 1.0, in an attribute or an element: the five
 * markup characters escaped, and the characters XML 1.0 cannot hold at all
 * (most controls, lone surrogates, U+FFFE and U+FFFF) shown as `\uXXXX`, since
 * no escape can carry them and a report must not break its reader.
 */
export function xmlText(text: string): string {
  return (
    text
      .replace(
        /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
        (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
      .replace(/[&<>"']/g, (ch) => ENTITIES[ch]!)
      // A line break in an attribute is read back as a space unless written as a reference.
      .replace(/\r/g, '&#13;')
  );
}

/** The same, for an attribute: line breaks kept as references (an attribute's raw newline is read as a space). */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
