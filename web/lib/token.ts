export const tokenStorageKey = 'mcp-loupe.token';
const storageKey = tokenStorageKey;

/**
 * The session token arrives once in the address bar; keep it in
 * sessionStorage and take it out of the URL so it is not bookmarked,
 * shared in a screenshot or left in history.
 */
export function takeToken(
  location: Location = window.location,
  storage: Storage = window.sessionStorage,
): string | undefined {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    storage.setItem(storageKey, fromUrl);
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return storage.getItem(storageKey) ?? undefined;
}
