import { describe, expect, it } from 'vitest';
import { mayEnterDisplayMode, offeredDisplayModes } from './display-modes.ts';

const HOST = ['inline', 'fullscreen', 'pip'] as const;

describe('offeredDisplayModes', () => {
  it('offers inline only to a view that declared no display modes, or before it declared any', () => {
    expect(offeredDisplayModes(HOST, undefined)).toEqual(['inline']);
    expect(offeredDisplayModes(HOST, [])).toEqual(['inline']);
    expect(offeredDisplayModes(HOST, 'fullscreen')).toEqual(['inline']);
  });

  it("offers inline and the host's modes the view declared, in the host's order, and none the host lacks", () => {
    expect(offeredDisplayModes(HOST, ['pip', 'inline'])).toEqual(['inline', 'pip']);
    expect(offeredDisplayModes(HOST, ['fullscreen'])).toEqual(['inline', 'fullscreen']);
    expect(offeredDisplayModes(HOST, ['fullscreen', 'pip', 'theater', 7])).toEqual(['inline', 'fullscreen', 'pip']);
    expect(offeredDisplayModes(['inline', 'fullscreen'], ['pip'])).toEqual(['inline']);
  });
});

describe('mayEnterDisplayMode', () => {
  it('grants a request only for an offered mode: nothing but inline for a view that declared none', () => {
    expect(mayEnterDisplayMode('fullscreen', HOST, undefined)).toBe(false);
    expect(mayEnterDisplayMode('pip', HOST, undefined)).toBe(false);
    expect(mayEnterDisplayMode('inline', HOST, undefined)).toBe(true);
    expect(mayEnterDisplayMode('pip', HOST, ['inline', 'pip'])).toBe(true);
    expect(mayEnterDisplayMode('fullscreen', HOST, ['inline', 'pip'])).toBe(false);
  });
});
