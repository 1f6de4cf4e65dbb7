import type { HostSettings } from './host-bar.tsx';

/**
 * The host the person set up (device, theme, locale, input, streaming) is
 * the host of every view after it: closing a view, or running its tool
 * again, does not put the emulation back to its defaults. Kept for the page's life.
 */
let remembered: HostSettings | undefined;

export function rememberedSettings(): HostSettings {
  return (
    remembered ?? {
      device: 'desktop',
      width: 720,
      theme: 'page',
      locale: navigator.language || 'en-US',
      input: 'hover',
      streamInput: false,
    }
  );
}

export function rememberSettings(settings: HostSettings): void {
  remembered = settings;
}
