import { useEffect, useSyncExternalStore } from 'react';
import type { RecentConnection } from '../../shared/config/recent-connections.ts';
import { Observable } from '../../shared/lib/observable.ts';

/**
 * An action asked for from anywhere in the page (the command palette, a shortcut) that a part of the page
 * carries out with what it holds: the connection form connects what it shows, the Checkup runs with its
 * options, the Log exports and copies with its own settings.
 */
export type PageCommand =
  /** With a recent connection: that server (Switch server); without: what the connection form shows. */
  | { readonly kind: 'connect'; readonly connection?: RecentConnection }
  | { readonly kind: 'run-checkup' }
  | { readonly kind: 'export-log' }
  | { readonly kind: 'copy-as-command' };

export type PageCommandRequest = PageCommand & { readonly asked: number };

/** The latest command asked for; `asked` tells two requests for the same command apart. */
export const pageCommand = new Observable<PageCommandRequest | undefined>(undefined);

let asked = 0;
/** The latest request carried out: a part mounted later (a tab shown for the first time) does not do it again. */
let done = 0;

export function askPage(command: PageCommand): void {
  pageCommand.set({ ...command, asked: ++asked });
}

/** True once for each request: the first part to take it carries it out. */
export function takePageCommand(request: PageCommandRequest): boolean {
  if (request.asked <= done) return false;
  done = request.asked;
  return true;
}

/**
 * Carries out the commands of `kind` asked for while mounted, and one asked for just before it mounted
 * (the palette shows the tab and asks at once; the tab's code may still be on its way).
 */
export function usePageCommand<K extends PageCommand['kind']>(
  kind: K,
  carryOut: (command: Extract<PageCommandRequest, { kind: K }>) => void,
  /** False leaves the command to another part (an imported log's detail leaves Copy as command to the live one). */
  enabled = true,
): void {
  // The server snapshot too: the connection panel is rendered to markup in its tests.
  const request = useSyncExternalStore(pageCommand.subscribe, pageCommand.getSnapshot, pageCommand.getSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request is what calls for it; carryOut is read as it is then
  useEffect(() => {
    if (enabled && request?.kind === kind && takePageCommand(request))
      carryOut(request as Extract<PageCommandRequest, { kind: K }>);
  }, [request, kind, enabled]);
}
