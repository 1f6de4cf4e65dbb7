import type { Observable } from '../../shared/lib/observable.ts';
import { type AppearanceChoice, createAppearance, type ResolvedAppearance } from './appearance-store.ts';

export type { AppearanceChoice, ResolvedAppearance } from './appearance-store.ts';

/** The page's one appearance: this browser's storage, the system's scheme, the page's <html>. */
const page = createAppearance({
  storage: localStorage,
  systemLight: matchMedia('(prefers-color-scheme: light)'),
  root: document.documentElement,
});

/** Light, Dark or System, as the person chose it (System until they do). */
export const appearance: Observable<AppearanceChoice> = page.choice;
/** What the page shows now: the choice, or the system's scheme while it is System. */
export const shownAppearance: Observable<ResolvedAppearance> = page.resolved;

export function setAppearance(choice: AppearanceChoice): void {
  page.set(choice);
}

export function resolvedAppearance(): ResolvedAppearance {
  return page.resolved.getSnapshot();
}
