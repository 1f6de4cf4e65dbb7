import { Observable } from '../../shared/lib/observable.ts';

/** The kinds of item a place can name inside a tab. */
export type PlaceItemKind = 'tool' | 'resource' | 'template' | 'prompt' | 'skill';

/** One item of a tab's list, by the name the server gave it (a resource and a template by their URI). */
export interface PlaceItem {
  readonly kind: PlaceItemKind;
  readonly name: string;
}

/** Where the page is asked to go: a tab, optionally an item in it and the arguments to put in its form. */
export interface Place {
  readonly tab?: string;
  readonly item?: PlaceItem;
  readonly args?: Readonly<Record<string, unknown>>;
}

/** A request to go somewhere; `asked` tells two requests for the same place apart. */
export interface PlaceRequest extends Place {
  readonly asked: number;
}

/**
 * The latest request, from anywhere in the page (the command palette, a link, a button), to show a place:
 * the shell shows the tab, the tab's page selects the item and fills its form.
 */
export const placeRequest = new Observable<PlaceRequest | undefined>(undefined);

let asked = 0;

/** Shows `place`: its tab, its item, its arguments. */
export function goTo(place: Place): void {
  placeRequest.set({ ...place, asked: ++asked });
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
