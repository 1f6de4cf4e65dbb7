import { describe, expect, it } from 'vitest';
import { moveFor, scrollLeftToShow, tabsOutOfView } from './tab-strip.ts';

const view = { left: 100, right: 500 };

describe('tabsOutOfView', () => {
  it('names the tabs cut by either edge or beyond it, in order, and not those inside', () => {
    const tabs = [
      { key: 'a', left: 40, right: 90 },
      { key: 'b', left: 90, right: 150 },
      { key: 'c', left: 150, right: 300 },
      { key: 'd', left: 300, right: 500 },
      { key: 'e', left: 500, right: 560 },
      { key: 'f', left: 480, right: 520 },
    ];
    expect(tabsOutOfView(view, tabs)).toEqual(['a', 'b', 'e', 'f']);
  });

  it('takes a tab cut by a fraction of a pixel (rounding) as in view', () => {
    expect(tabsOutOfView(view, [{ key: 'a', left: 99.5, right: 500.6 }])).toEqual([]);
  });
});

describe('scrollLeftToShow', () => {
  it('leaves the strip where it is for a tab in view', () => {
    expect(scrollLeftToShow(view, { left: 200, right: 300 }, 70)).toBe(70);
  });

  it('scrolls forward just enough to show a tab past the right edge, with room for the next one', () => {
    expect(scrollLeftToShow(view, { left: 480, right: 560 }, 0)).toBe(60 + 24);
  });

  it('scrolls back just enough to show a tab past the left edge, never before the start', () => {
    expect(scrollLeftToShow(view, { left: 50, right: 120 }, 200)).toBe(200 - 50 - 24);
    expect(scrollLeftToShow(view, { left: 90, right: 120 }, 5)).toBe(0);
  });

  it('shows the start of a tab wider than the view', () => {
    expect(scrollLeftToShow(view, { left: 600, right: 1100 }, 0)).toBe(500);
  });
});

describe('moveFor', () => {
  it('moves with either pair of arrows, wrapping round at either end', () => {
    expect(moveFor('ArrowRight', 0, 3)).toBe(1);
    expect(moveFor('ArrowDown', 2, 3)).toBe(0);
    expect(moveFor('ArrowLeft', 0, 3)).toBe(2);
    expect(moveFor('ArrowUp', 1, 3)).toBe(0);
  });

  it('goes to the first and last with Home and End, forward from no place to the first, and ignores other keys', () => {
    expect(moveFor('Home', 1, 3)).toBe(0);
    expect(moveFor('End', 1, 3)).toBe(2);
    expect(moveFor('ArrowDown', -1, 3)).toBe(0);
    expect(moveFor('Enter', 1, 3)).toBeUndefined();
  });
});
