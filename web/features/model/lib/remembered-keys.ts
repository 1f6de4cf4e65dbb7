/**
 * Keys the person asked this browser to remember ("Remember in this
 * browser"), each with the origin it was given for: after the proxy
 * restarts (it holds keys for one run), the page gives them back, to that
 * origin only. Nothing is stored unless the person ticked the box.
 */
const storageKey = 'mcp-loupe:model-keys';

type Remembered = Record<string, { key: string; origin: string }>;

function read(storage: Pick<Storage, 'getItem'>): Remembered {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Remembered) : {};
  } catch {
    return {};
  }
}

export function rememberedKey(
  id: string,
  baseUrl: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): string | undefined {
  const entry = read(storage)[id];
  return entry && typeof entry.key === 'string' && entry.origin === originOf(baseUrl) ? entry.key : undefined;
}

export function isRemembered(id: string, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return Object.hasOwn(read(storage), id);
}

export function rememberKey(
  id: string,
  baseUrl: string,
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  storage.setItem(storageKey, JSON.stringify({ ...read(storage), [id]: { key, origin: originOf(baseUrl) } }));
}

export function forgetKey(
  id: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
): void {
  const { [id]: _, ...rest } = read(storage);
  if (Object.keys(rest).length === 0) storage.removeItem(storageKey);
  else storage.setItem(storageKey, JSON.stringify(rest));
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
