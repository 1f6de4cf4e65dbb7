import type { ConnectTarget } from '../session/connect-target.ts';
import { connectionKey, stripSecrets, type RecentConnection } from './recent-connections.ts';

/**
 * A server's id for the page's address: a hash of its recent-list key (command line or URL) taken after
 * its secrets are emptied. A link can name its server without showing its command, paths or any secret,
 * and the same server has the same id in every browser that connected to it.
 */
export function serverId(target: ConnectTarget): string {
  return idOfKey(connectionKey(stripSecrets(target).target));
}

/** The recent entry a link's server id names, if this browser remembers it. */
export function recentById(list: readonly RecentConnection[], id: string): RecentConnection | undefined {
  return list.find((entry) => idOfKey(entry.key) === id);
}

/** Ids are 12 hex digits: enough that eight remembered servers never share one, short enough to read. */
export function isServerId(text: string): boolean {
  return /^[0-9a-f]{12}$/.test(text);
}

// Two FNV-1a passes with different offsets make 48 bits: not a secret (it needs none), only a name.
function idOfKey(key: string): string {
  return (
    fnv1a(key, 0x811c9dc5).toString(16).padStart(8, '0') + fnv1a(key, 0x050c5d1f).toString(16).padStart(8, '0').slice(4)
  );
}

function fnv1a(text: string, offset: number): number {
  let hash = offset;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
