import { describe, expect, it } from 'vitest';
import { containerDimensionsFor, frameHeightFor, INLINE_MAX_HEIGHT, PIP_MAX_HEIGHT } from './frame-size.ts';

describe('containerDimensionsFor', () => {
  it('tells the frame its real width, and a flexible height up to the limit inline and in pip', () => {
    expect(containerDimensionsFor('inline', { width: 720, height: 320 })).toEqual({
      width: 720,
      maxHeight: INLINE_MAX_HEIGHT,
    });
    expect(containerDimensionsFor('pip', { width: 402.4, height: 300 })).toEqual({
      width: 402,
      maxHeight: PIP_MAX_HEIGHT,
    });
  });
  it("fullscreen: the height is the frame's, fixed", () => {
    expect(containerDimensionsFor('fullscreen', { width: 1476, height: 1388.6 })).toEqual({
      width: 1476,
      height: 1389,
    });
  });
});

describe('frameHeightFor', () => {
  it('gives the view exactly the height it asked for, rounded up', () => {
    expect(frameHeightFor('inline', 555)).toBe(555);
    expect(frameHeightFor('inline', 300.2)).toBe(301);
  });
  it('within the limit the host gave it', () => {
    expect(frameHeightFor('inline', 1590)).toBe(INLINE_MAX_HEIGHT);
    expect(frameHeightFor('pip', 700)).toBe(PIP_MAX_HEIGHT);
    expect(frameHeightFor('inline', -4)).toBe(0);
  });
  it('changes nothing fullscreen, or for a report without a height', () => {
    expect(frameHeightFor('fullscreen', 1400)).toBeUndefined();
    expect(frameHeightFor('inline', undefined)).toBeUndefined();
    expect(frameHeightFor('inline', Number.NaN)).toBeUndefined();
  });
});
