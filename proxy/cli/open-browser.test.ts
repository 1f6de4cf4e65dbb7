import { describe, expect, it } from 'vitest';
import { browserOpener, openBrowser } from './open-browser.ts';

const url = 'http://127.0.0.1:6280/?token=abc';

describe('browserOpener', () => {
  it('picks the opener of each platform', () => {
    expect(browserOpener(url, 'linux')).toEqual(['xdg-open', [url]]);
    expect(browserOpener(url, 'darwin')).toEqual(['open', [url]]);
    expect(browserOpener(url, 'win32')).toEqual(['cmd', ['/c', 'start', '""', url]]);
  });
});

describe('openBrowser', () => {
  it('spawns the opener without a shell and lets it go', () => {
    const calls: unknown[] = [];
    let unrefed = false;
    openBrowser(
      url,
      (command, args, options) => {
        calls.push([command, args, options.shell]);
        return { on: () => {}, unref: () => (unrefed = true) };
      },
      'linux',
    );
    expect(calls).toEqual([['xdg-open', [url], false]]);
    expect(unrefed).toBe(true);
  });

  it('ignores an opener that cannot start', () => {
    expect(() =>
      openBrowser(url, () => {
        throw new Error('spawn EAGAIN');
      }),
    ).not.toThrow();
  });
});
