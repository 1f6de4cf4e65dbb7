// The arithmetic of a strip of tabs wider than its room: which tabs are out of view, how far to scroll to
// bring one in, and which tab a key moves to. Pure, so it is tested without a browser; tabs.tsx measures.

/** A box along the strip's axis, in one frame of reference (the viewport's, from getBoundingClientRect). */
export interface Span {
  left: number;
  right: number;
}

/** Rounding of fractional layouts: a tab cut by less than this is still in view. */
const slack = 1;

/** The keys of the tabs not wholly inside `view`, in the strip's order. */
export function tabsOutOfView<K>(view: Span, tabs: readonly (Span & { key: K })[]): K[] {
  return tabs.filter((tab) => tab.left < view.left - slack || tab.right > view.right + slack).map((tab) => tab.key);
}

/** Room left beside a tab brought into view, so the next tab's edge shows there is more. */
const margin = 24;

/**
 * The strip's new scrollLeft that brings `tab` wholly into `view` with the least movement (the same
 * scrollLeft when it is in view already). A tab wider than the view shows its start.
 */
export function scrollLeftToShow(view: Span, tab: Span, scrollLeft: number): number {
  const room = view.right - view.left;
  const before = Math.min(margin, Math.max(0, (room - (tab.right - tab.left)) / 2));
  if (tab.left < view.left) return Math.max(0, scrollLeft - (view.left - tab.left) - before);
  if (tab.right > view.right) {
    const toEnd = scrollLeft + (tab.right - view.right) + before;
    const toStart = scrollLeft + (tab.left - view.left);
    return Math.min(toEnd, toStart);
  }
  return scrollLeft;
}

const forward = (index: number, last: number) => (index >= last ? 0 : index + 1);
const back = (index: number, last: number) => (index <= 0 ? last : index - 1);
const moves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: forward,
  ArrowDown: forward,
  ArrowLeft: back,
  ArrowUp: back,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Where a key moves in a row of tabs or a menu, from `index` among `count` (WAI-ARIA: the arrows wrap round,
 * Home and End go to the ends; either pair of arrows, as the tabs run across and a menu down); undefined for
 * other keys. From no place (-1), forward goes to the first.
 */
export function moveFor(key: string, index: number, count: number): number | undefined {
  return moves[key]?.(index, count - 1);
}
