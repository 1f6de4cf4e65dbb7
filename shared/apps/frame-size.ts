/**
 * The size of a view's frame, as the host decides it (MCP Apps 2026-01-26,
 * Container Dimensions). The host tells the view its container in
 * `containerDimensions`: a fixed `width` (the frame's real content width),
 * and inline or in pip a flexible height up to `maxHeight` (the view asks
 * for its height with `ui/notifications/size-changed`); fullscreen, a fixed
 * `height` (the frame fills the window, and what the view asks is not
 * applied). The frame's content box is then exactly the height asked, within
 * that limit, so a view that measures itself and reports what it measured
 * reads back the same number and settles.
 */
export type FrameMode = 'inline' | 'fullscreen' | 'pip';

/** The tallest a view may make itself inline: its frame grows no further. */
export const INLINE_MAX_HEIGHT = 800;
/** In pip the view floats over the page, in a corner: a smaller limit. */
export const PIP_MAX_HEIGHT = 480;

export type ContainerDimensions = { width: number; maxHeight: number } | { width: number; height: number };

/** The frame's content box, measured: `undefined` before it is laid out. */
export interface FrameBox {
  width: number;
  height: number;
}

export function maxHeightFor(mode: FrameMode): number {
  return mode === 'pip' ? PIP_MAX_HEIGHT : INLINE_MAX_HEIGHT;
}

/** What the view is told of its container in `mode`: the frame's real width, and its height's limit (or, fullscreen, its height). */
export function containerDimensionsFor(mode: FrameMode, box: FrameBox): ContainerDimensions {
  const width = Math.round(box.width);
  return mode === 'fullscreen' ? { width, height: Math.round(box.height) } : { width, maxHeight: maxHeightFor(mode) };
}

/**
 * The frame's content height for a `size-changed` height the view reported in
 * `mode`, or undefined when the report changes nothing (no height, not a
 * number, or fullscreen, where the frame's height is the window's).
 * Rounded up so no fraction of a pixel of the view is cut.
 */
export function frameHeightFor(mode: FrameMode, reported: unknown): number | undefined {
  if (mode === 'fullscreen' || typeof reported !== 'number' || !Number.isFinite(reported)) return undefined;
  return Math.min(maxHeightFor(mode), Math.max(0, Math.ceil(reported)));
}

export function sameDimensions(a: ContainerDimensions | undefined, b: ContainerDimensions | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
