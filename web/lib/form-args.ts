import { samePlaceItem, type PlaceItem, type PlaceRequest } from './page-place.ts';

// Apart from page-place.ts: only the forms (loaded with their tabs) and Copy link need these, not the first screen.

/** The arguments each item's form holds now, for Copy link: told on each change, not kept in the address while typing. */
const formArgs = new Map<string, Readonly<Record<string, unknown>>>();
const argsKey = (item: PlaceItem) => `${item.kind}\n${item.name}`;

/** The arguments in an item's form now (or undefined when its form is emptied). */
export function rememberFormArgs(item: PlaceItem, args: Readonly<Record<string, unknown>> | undefined): void {
  if (args === undefined || Object.keys(args).length === 0) formArgs.delete(argsKey(item));
  else formArgs.set(argsKey(item), args);
}

export function formArgsOf(item: PlaceItem): Readonly<Record<string, unknown>> | undefined {
  return formArgs.get(argsKey(item));
}

// A link's arguments fill the form once: a form remounted later (a reconnect) keeps what the person typed since.
const argsTaken = new WeakSet<PlaceRequest>();

/** The arguments `request` brings for `item`, the first time they are asked for. */
export function takeRequestArgs(
  request: PlaceRequest | undefined,
  item: PlaceItem,
): Readonly<Record<string, unknown>> | undefined {
  if (!request?.args || !request.item || !samePlaceItem(request.item, item) || argsTaken.has(request)) return undefined;
  argsTaken.add(request);
  return request.args;
}
