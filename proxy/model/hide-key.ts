/** What stands in for a key that a provider sent back. */
export const KEY_HIDDEN = '[API key hidden by mcp-loupe]';

/** `text` with every occurrence of `key` replaced: a provider's error may quote the key it was given. */
export function hideKey(text: string, key: string | undefined): string {
  return key ? text.replaceAll(key, KEY_HIDDEN) : text;
}
