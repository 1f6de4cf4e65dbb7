import { formArgsOf } from '../lib/form-args.ts';
import { writePageAddress } from '../lib/page-address.ts';
import { shownPlace } from '../lib/page-place.ts';

/**
 * The link to the place shown: this page's address without its query, the tab, its chosen item, the arguments in
 * that item's form, the server's id. Never the token: a link is pasted into chats and issues, and the token lets
 * whoever has it start processes on this machine. Opened with the token (the address the proxy printed with this
 * link's `#…` after it) it goes there.
 */
export function linkToShownPlace(server: string | undefined, location: Location = window.location): string {
  const now = shownPlace.getSnapshot();
  const item = now.tab === undefined ? undefined : now.items[now.tab];
  const args = item && formArgsOf(item);
  const place = { tab: now.tab ?? 'tools', ...(item ? { item } : {}), ...(args ? { args } : {}) };
  return `${location.origin}${location.pathname}${writePageAddress({ place, server })}`;
}
