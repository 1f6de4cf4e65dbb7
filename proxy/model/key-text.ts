/**
 * Whether a key can travel in a header as it is: visible ASCII only, at
 * most 4 KB. Anything else (a line break, a control character) could
 * split the header, and Node's error about it would be the only news.
 */
export function isHeaderSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 4096 && /^[\x21-\x7e]+$/.test(key);
}
