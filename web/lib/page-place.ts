import { Observable } from '../../shared/lib/observable.ts';

/** The kinds of item a place can name inside a tab. */
export type PlaceItemKind = 'tool' | 'resource' | 'template' | 'prompt' | 'skill';

/** One item of a tab's list, by the name the server gave it (a resource and a template by their URI, a skill by name or the URI of its SKILL.md). */
export interface PlaceItem {
  readonly kind: PlaceItemKind;
  readonly name: string;
}

/** Where the page is asked to go: a tab, optionally an item in it and the arguments to put in its form. */
export interface Place {
  readonly tab?: string;
  readonly item?: PlaceItem;
  readonly args?: Readonly<Record<string, unknown>>;
  /** The place exactly as it was (Back, Forward): a tab without an item shows nothing chosen in it. */
  readonly exact?: boolean;
}

/** Who asked: the person (a click, the command palette), the page's address when it opened, or Back/Forward. */
export type PlaceSource = 'person' | 'address' | 'history';

/** A request to go somewhere; `asked` tells two requests for the same place apart. */
export interface PlaceRequest extends Place {
  readonly asked: number;
  readonly from: PlaceSource;
}

/**
 * The latest request, from anywhere in the page (the command palette, a link, a button), to show a place:
 * the shell shows the tab, the tab's page selects the item and fills its form.
 */
export const placeRequest = new Observable<PlaceRequest | undefined>(undefined);

let asked = 0;

/** Shows `place`: its tab, its item, its arguments. */
export function goTo(place: Place, from: PlaceSource = 'person'): void {
  placeRequest.set({ ...place, asked: ++asked, from });
}

/** The tab a place item lives in. */
export function tabOfItem(kind: PlaceItemKind): string {
  switch (kind) {
    case 'tool':
      return 'tools';
    case 'resource':
    case 'template':
      return 'resources';
    case 'prompt':
      return 'prompts';
    case 'skill':
      return 'skills';
  }
}

/** The tab a place shows: the one it names, else its item's. */
export function tabOfPlace(place: Place): string | undefined {
  return place.tab ?? (place.item && tabOfItem(place.item.kind));
}

/** A request's item if it is one of `kinds`; a request for `tab` without an item and `exact` asks for nothing chosen. */
export function requestedItem(
  request: PlaceRequest | undefined,
  tab: string,
): { item: PlaceItem | undefined; request: PlaceRequest } | undefined {
  if (!request || tabOfPlace(request) !== tab) return undefined;
  if (request.item || request.exact) return { item: request.item, request };
  return undefined;
}

/** What the page shows: the tab in front, each tab's chosen item, and how many moves the person made (each is a step of Back). */
export interface ShownPlace {
  readonly tab?: string;
  readonly items: Readonly<Record<string, PlaceItem | undefined>>;
  readonly moves: number;
}

export const shownPlace = new Observable<ShownPlace>({ items: {}, moves: 0 });

/** The tab in front changed; `byPerson` when the person chose it (a step Back returns over). */
export function showTab(tab: string, byPerson: boolean): void {
  const now = shownPlace.getSnapshot();
  if (now.tab === tab && !byPerson) return;
  shownPlace.set({ ...now, tab, moves: now.moves + (byPerson ? 1 : 0) });
}

/** A tab's chosen item changed; `byPerson` when the person chose it in the list. */
export function showItem(tab: string, item: PlaceItem | undefined, byPerson: boolean): void {
  const now = shownPlace.getSnapshot();
  if (samePlaceItem(now.items[tab], item) && !byPerson) return;
  shownPlace.set({ ...now, items: { ...now.items, [tab]: item }, moves: now.moves + (byPerson ? 1 : 0) });
}

export function samePlaceItem(a: PlaceItem | undefined, b: PlaceItem | undefined): boolean {
  return a?.kind === b?.kind && a?.name === b?.name;
}
