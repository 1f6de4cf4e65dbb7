import { useEffect } from 'react';
import { readPageAddress, writePageAddress, type ReadAddress } from '../lib/page-address.ts';
import { goTo, placeRequest, shownPlace, tabOfPlace, type Place, type PlaceRequest } from '../lib/page-place.ts';

/**
 * Keeps the page's address on the place shown (web/lib/page-address.ts has its form). The opening address is
 * gone to once; each move the person makes (a tab, an item in a list, the command palette) is a new history entry,
 * so Back and Forward step through them; what the page does by itself (a tab brought forward to sign in, an item
 * chosen for a link) adds none. The form's arguments are not kept in the address while typing (a history entry per
 * keystroke, and what is typed left in the browser's history): Copy link adds them.
 */
export function usePageAddress(opened: ReadAddress, tabs: readonly string[], server: string | undefined): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the opening address is gone to once, when the page opens
  useEffect(() => {
    if (!opened.place) return;
    goTo(opened.place, 'address');
    // The arguments filled the form once; a reload keeps what was typed since rather than the link's.
    if (opened.place.args) replaceAddress({ place: { ...opened.place, args: undefined }, server: opened.server });
  }, []);

  useEffect(() => {
    const onPopState = () => {
      const read = readPageAddress(window.location.hash, tabs);
      // The first entry has no place: the page as it opened, on Tools with nothing chosen.
      goTo({ ...(read.place ?? { tab: 'tools' }), exact: true }, 'history');
      // A link pasted into this tab's address: its arguments, once in the form, leave the address as they do on opening.
      if (read.place?.args) replaceAddress({ place: { ...read.place, args: undefined }, server: read.server });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [tabs]);

  useEffect(() => {
    // Loaded once the first screen is complete (layout.tsx): the moves made before are written at once, as one entry.
    // Each move is written in a task of its own, after the one that made it: history.pushState took 3–7 ms of a tab
    // click mid-flood (the browser's process busy relaying the view's messages), and the address can wait for a frame.
    // The places wait in order, so two quick moves are still two entries.
    const waiting: Place[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = (place: Place) => {
      waiting.push(place);
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const each of waiting.splice(0)) pushAddress(each, server);
      }, 0);
    };
    let moves = 0;
    const onShown = () => {
      const now = shownPlace.getSnapshot();
      if (now.moves === moves) return;
      moves = now.moves;
      push({ tab: now.tab, item: now.tab === undefined ? undefined : now.items[now.tab] });
    };
    onShown();
    const offShown = shownPlace.subscribe(onShown);
    let asked: PlaceRequest | undefined;
    const onAsked = () => {
      const request = placeRequest.getSnapshot();
      if (request === asked) return;
      asked = request;
      if (request?.from === 'person') push({ tab: tabOfPlace(request), item: request.item });
    };
    onAsked();
    const offAsked = placeRequest.subscribe(onAsked);
    return () => {
      offShown();
      offAsked();
      clearTimeout(timer);
      for (const each of waiting.splice(0)) pushAddress(each, server);
    };
  }, [server]);

  // Connected to another server: the address names it, in the same entry.
  useEffect(() => {
    if (!server || !window.location.hash) return;
    const read = readPageAddress(window.location.hash, tabs);
    if (read.server !== server) replaceAddress({ ...(read.place ? { place: read.place } : {}), server });
  }, [server, tabs]);
}

function pushAddress(place: Place, server: string | undefined): void {
  const hash = writePageAddress({ place: { tab: place.tab, item: place.item }, server });
  if (hash === window.location.hash) return;
  window.history.pushState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}

function replaceAddress(address: { place?: Place; server?: string | undefined }): void {
  const hash = writePageAddress({ ...(address.place ? { place: address.place } : {}), server: address.server });
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}
