import { isRecord } from '../lib/guards.ts';

/** Items by their name (or uri; `itemKey` names the member); one without is `#3` by its position, and a repeated name gets ` (2)`. */
export function keyed(items: readonly unknown[], itemKey: string): Map<string, unknown> {
  const map = new Map<string, unknown>();
  items.forEach((item, index) => {
    const name = isRecord(item) && typeof item[itemKey] === 'string' ? (item[itemKey] as string) : `#${index + 1}`;
    let key = name;
    for (let copy = 2; map.has(key); copy++) key = `${name} (${copy})`;
    map.set(key, item);
  });
  return map;
}
