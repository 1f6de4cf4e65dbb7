import { isServerId } from '../../shared/config/server-id.ts';
import { isRecord } from '../../shared/lib/guards.ts';
import { tabOfItem, type Place, type PlaceItem, type PlaceItemKind } from './page-place.ts';

/**
 * The page's address says where the person is, in its fragment (never sent to the proxy, and apart from the
 * `?token=` and connection-link query the page reads): `#tab=tools&tool=echo&args={…}&server=1a2b3c4d5e6f`.
 * `tab` is a tab's key; one of `tool`, `resource`, `template`, `prompt`, `skill` names an item (a resource and a
 * template by their URI); `args` is the form's arguments as a JSON object; `server` is the server's id (a hash of
 * its recent-list key, never a secret). Every part is optional.
 */
export interface PageAddress {
  readonly place?: Place;
  readonly server?: string;
}

/** The part of an address a problem is about. */
export type AddressPart = 'address' | 'tab' | 'item' | 'args' | 'server';

/** A part of an address left out, and the sentence saying why. */
export interface AddressProblem {
  readonly part: AddressPart;
  readonly message: string;
}

/** What an address asked for, and why any part of it was left out. */
export interface ReadAddress extends PageAddress {
  readonly problems: readonly AddressProblem[];
}

export const itemKinds: readonly PlaceItemKind[] = ['tool', 'resource', 'template', 'prompt', 'skill'];
/** Arguments longer than this are not a link's to carry (the form's JSON editor takes more). */
export const maxArgsLength = 16_384;
export const maxNameLength = 2_048;
const maxAddressLength = 65_536;
const knownParts = new Set(['tab', 'args', 'server', ...itemKinds]);

/** The address's place, read leniently: any part that is wrong is left out with a sentence saying why; nothing throws. */
export function readPageAddress(hash: string, tabs: readonly string[]): ReadAddress {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return { problems: [] };
  if (text.length > maxAddressLength)
    return {
      problems: [
        {
          part: 'address',
          message: `The address's place is ${text.length.toLocaleString('en')} characters long; it was ignored.`,
        },
      ],
    };
  const params = new URLSearchParams(text);
  const problems: AddressProblem[] = [];
  const unknown = [...new Set([...params.keys()].filter((key) => !knownParts.has(key)))];
  if (unknown.length > 0)
    problems.push({
      part: 'address',
      message: `The address has parts this page does not know, ignored: ${unknown.map(quote).join(', ')}.`,
    });

  let tab = params.get('tab') ?? undefined;
  if (tab !== undefined && !tabs.includes(tab)) {
    problems.push({
      part: 'tab',
      message: `The address names a tab this page does not have, ${quote(tab)}; it was ignored.`,
    });
    tab = undefined;
  }
  const item = readItem(params, problems);
  if (item && tab && tabOfItem(item.kind) !== tab) {
    problems.push({
      part: 'tab',
      message: `The ${item.kind} ${quote(item.name)} is in the ${tabOfItem(item.kind)} tab, not ${quote(tab)}: it is shown there.`,
    });
    tab = undefined;
  }
  const args = readArgs(params.get('args'), item, problems);
  const serverText = params.get('server');
  let server: string | undefined;
  if (serverText !== null) {
    if (isServerId(serverText)) server = serverText;
    else
      problems.push({
        part: 'server',
        message: `The address's server id ${quote(serverText)} is not one this page makes (12 hex digits); it was ignored.`,
      });
  }
  const place: Place = { ...(tab ? { tab } : {}), ...(item ? { item } : {}), ...(args ? { args } : {}) };
  return { ...(tab || item ? { place } : {}), ...(server ? { server } : {}), problems };
}

function readItem(params: URLSearchParams, problems: AddressProblem[]): PlaceItem | undefined {
  const named = itemKinds.filter((kind) => params.has(kind));
  if (named.length === 0) return undefined;
  const kind = named[0] as PlaceItemKind;
  if (named.length > 1)
    problems.push({
      part: 'item',
      message: `The address names more than one item (${named.join(', ')}); only the ${kind} is shown.`,
    });
  const name = params.get(kind) ?? '';
  if (name === '' || name.length > maxNameLength || /\p{Cc}/u.test(name)) {
    problems.push({
      part: 'item',
      message:
        name === ''
          ? `The address's ${kind} has no name; it was ignored.`
          : name.length > maxNameLength
            ? `The address's ${kind} name is ${name.length.toLocaleString('en')} characters long (at most ${maxNameLength.toLocaleString('en')}); it was ignored.`
            : `The address's ${kind} name has control characters; it was ignored.`,
    });
    return undefined;
  }
  return { kind, name };
}

function readArgs(
  text: string | null,
  item: PlaceItem | undefined,
  problems: AddressProblem[],
): Readonly<Record<string, unknown>> | undefined {
  if (text === null) return undefined;
  if (!item) {
    problems.push({
      part: 'args',
      message: 'The address has arguments but no tool or prompt to put them in; they were ignored.',
    });
    return undefined;
  }
  if (text.length > maxArgsLength) {
    problems.push({
      part: 'args',
      message: `The address's arguments are ${text.length.toLocaleString('en')} characters long (at most ${maxArgsLength.toLocaleString('en')}); they were ignored.`,
    });
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    problems.push({
      part: 'args',
      message: `The address's arguments are not JSON (${(error as Error).message}); they were ignored.`,
    });
    return undefined;
  }
  if (!isRecord(value)) {
    problems.push({ part: 'args', message: "The address's arguments are not a JSON object; they were ignored." });
    return undefined;
  }
  return value;
}

/** The fragment for a place: `#tab=…&tool=…&args=…&server=…`, or `` for no place at all. */
export function writePageAddress({ place, server }: PageAddress): string {
  const params = new URLSearchParams();
  if (place?.tab) params.set('tab', place.tab);
  if (place?.item) params.set(place.item.kind, place.item.name);
  if (place?.item && place.args && Object.keys(place.args).length > 0) params.set('args', JSON.stringify(place.args));
  if (server) params.set('server', server);
  const text = params.toString();
  return text ? `#${text}` : '';
}

/** A piece of the address quoted in a message: short, so a hostile address cannot fill the screen. */
function quote(text: string): string {
  return `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`;
}
