import { Observable } from '../../shared/lib/observable.ts';

export type AppearanceChoice = 'light' | 'dark' | 'system';
export type ResolvedAppearance = 'light' | 'dark';

/** The key web/public/appearance-first.js reads before the first paint: the two must agree. */
export const APPEARANCE_KEY = 'mcp-loupe:appearance';

export interface AppearanceEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** `(prefers-color-scheme: light)`: the system's own, followed live while the choice is System. */
  systemLight: Pick<MediaQueryList, 'matches' | 'addEventListener'>;
  /** Where the resolved appearance is written (`<html>`): the palette in web/light-palette.css keys on it. */
  root: { dataset: DOMStringMap };
}

function readChoice(storage: AppearanceEnvironment['storage']): AppearanceChoice {
  try {
    const stored = storage.getItem(APPEARANCE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage refused (a sandboxed or private context): the system decides.
    return 'system';
  }
}

/** The person's choice, kept in the browser, and what it comes to now (System is the system's scheme, live). */
export function createAppearance(environment: AppearanceEnvironment) {
  const { storage, systemLight, root } = environment;
  const choice = new Observable<AppearanceChoice>(readChoice(storage));
  const resolve = (): ResolvedAppearance => {
    const chosen = choice.getSnapshot();
    return chosen === 'system' ? (systemLight.matches ? 'light' : 'dark') : chosen;
  };
  const resolved = new Observable<ResolvedAppearance>(resolve());
  const apply = () => {
    resolved.set(resolve());
    root.dataset.appearance = resolved.getSnapshot();
  };
  apply();
  systemLight.addEventListener('change', apply);
  return {
    choice,
    resolved,
    set(next: AppearanceChoice): void {
      try {
        storage.setItem(APPEARANCE_KEY, next);
      } catch {
        // Not kept past this page, but still applied.
      }
      choice.set(next);
      apply();
    },
  };
}
