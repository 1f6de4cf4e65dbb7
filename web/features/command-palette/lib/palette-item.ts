import type { RecentConnection } from '../../../../shared/config/recent-connections.ts';
import type { Place } from '../../../lib/page-place.ts';
import type { ShortcutId } from '../../../lib/shortcuts.ts';

/** The kinds of thing the palette finds, in the order their groups come when they match equally well. */
export const paletteKinds = [
  'action',
  'tab',
  'tool',
  'resource',
  'template',
  'prompt',
  'skill',
  'saved-call',
  'log-entry',
  'server',
] as const;

export type PaletteKind = (typeof paletteKinds)[number];

/** What choosing an entry does. */
export type PaletteChoice =
  | { readonly kind: 'action'; readonly action: ShortcutId }
  | { readonly kind: 'place'; readonly place: Place }
  | { readonly kind: 'log-entry'; readonly seq: number }
  | { readonly kind: 'server'; readonly connection: RecentConnection };

/** One entry of the palette: searched by name, then title, then description, as the Tools list searches tools. */
export interface PaletteItem {
  /** Stays the same across openings and servers, for the recent choices: `tool:echo`, `tab:log`. */
  readonly id: string;
  readonly kind: PaletteKind;
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  /** The key that does the same anywhere on the page, as this platform writes it. */
  readonly shortcut?: string;
  /** Why it cannot be done now; it is shown, and Enter does nothing. */
  readonly unavailable?: string;
  /** False for what does not last (a log entry): not kept among the recent choices. */
  readonly remembered: boolean;
  readonly choice: PaletteChoice;
}
