import { type RefObject, useLayoutEffect, useState } from 'react';

export interface FixedRows {
  /** The rows to draw: from `start` (inclusive) to `end` (exclusive). */
  start: number;
  end: number;
  /** Each row's key: its place modulo the rows drawn, so a row that stays in view keeps its element. */
  keyOf: (index: number) => number;
  /** Call from the scroll element's onScroll: which rows are in view, and whether the view is at the bottom. */
  onScroll: () => void;
}

/** Rows taken to fit in a view never laid out (mounted hidden): what a tall window shows. */
const UNMEASURED_ROWS = 40;

/** Rows drawn beyond each edge of the view, so a short scroll shows rows already there. */
const OVERSCAN = 12;
/**
 * Rows drawn above the view while it follows the newest: every row is drawn anew each frame the log grows, so fewer
 * (a tab shown mid-flood styled 28 rows where 20 do; four rows still cover a wheel's step up before the rows follow).
 */
const FOLLOW_OVERSCAN = 4;

/**
 * Which of `count` rows of `rowHeight` pixels are in view in the scroll
 * element, below `offset` pixels of something else (an axis). Rows are all
 * one height, so this is arithmetic on the scroll position: nothing is
 * measured, and a list that grows by a thousand rows a frame costs the same
 * as one that grows by one (a virtualizer that measures recomputed every
 * row's place each time the count changed). While `follow` is on, the view
 * is the last rows, and the element jumps to its bottom before the frame is
 * painted; scrolling away from the bottom tells `onFollow`.
 */
export function useFixedRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  follow: boolean,
  onFollow: (follow: boolean) => void,
  offset = 0,
): FixedRows {
  // The row at the top of the view and how many fit: a scroll within a row changes neither. How many fit is
  // unknown until the element is laid out, and no rows are drawn before: a guess drew twice the rows a log first
  // shown mid-flood needed, then all of them again at the number measured (a row's key is its place modulo it).
  // Nothing here reads the layout of a view not yet laid out (first mounted, or shown again from a hidden tab): the
  // click that showed the Log laid out the whole tab in its own task. The browser lays it out in the next frame,
  // the observer then says it is shown, and the rows and the jump to the bottom come in the task after.
  const [firstInView, setFirstInView] = useState(0);
  const [view, setView] = useState<{ rows: number; shown: boolean }>();

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const height = element.clientHeight;
      // A hidden tab's element measures 0: it keeps its rows (and their keys) for when it is shown again.
      setView((last) => {
        const rows = height > 0 ? Math.ceil(height / rowHeight) + 1 : (last?.rows ?? UNMEASURED_ROWS);
        return last?.rows === rows && last.shown === height > 0 ? last : { rows, shown: height > 0 };
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef, rowHeight]);

  const shown = view?.shown === true;
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (follow && count && element && shown) element.scrollTop = element.scrollHeight;
  }, [scrollRef, follow, count, shown]);

  // Following ends (the person scrolled up, or turned Follow off): the rows in view come from the scroll again, read
  // now, since the scrolls made while following did not keep it.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!follow && element) setFirstInView(Math.max(0, Math.floor((element.scrollTop - offset) / rowHeight)));
  }, [scrollRef, follow, offset, rowHeight]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < rowHeight * 2;
    // Following, the rows in view come from the count, not the scroll: the jump to the bottom each time the log grows
    // draws nothing again (it drew every row a second time in each frame of a flood).
    if (!(follow && atBottom)) setFirstInView(Math.max(0, Math.floor((element.scrollTop - offset) / rowHeight)));
    if (atBottom !== follow) onFollow(atBottom);
  };

  if (view === undefined) return { start: 0, end: 0, keyOf: (index) => index, onScroll };
  const rowsInView = view.rows;
  const first = follow ? Math.max(0, count - rowsInView) : Math.min(firstInView, Math.max(0, count - 1));
  const pool = rowsInView + 2 * OVERSCAN;
  return {
    start: Math.max(0, first - (follow ? FOLLOW_OVERSCAN : OVERSCAN)),
    end: Math.min(count, first + rowsInView + OVERSCAN),
    keyOf: (index) => index % pool,
    onScroll,
  };
}
