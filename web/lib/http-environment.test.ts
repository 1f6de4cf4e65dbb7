import { describe, expect, it } from 'vitest';
import { openAuthorizationWindow } from './http-environment.ts';

/** A stand-in for window.open that records the window names asked for. */
function recordingOpen() {
  const names: string[] = [];
  const open = ((_url?: string | URL, target?: string) => {
    names.push(String(target));
    return { opener: {}, location: { href: '' } } as unknown as Window;
  }) as typeof window.open;
  return { names, open };
}

describe('openAuthorizationWindow', () => {
  it('opens each authorization in a window of its own, so a closing callback window cannot take the next flow with it', () => {
    const { names, open } = recordingOpen();
    expect(openAuthorizationWindow(new URL('http://127.0.0.1:9000/auth?x=1'), open)).toBe(true);
    expect(openAuthorizationWindow(new URL('http://127.0.0.1:9000/auth?x=2'), open)).toBe(true);
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe(names[1]);
  });

  it('refuses a page that is not http(s), or http off this machine', () => {
    const { names, open } = recordingOpen();
    expect(() => openAuthorizationWindow(new URL('javascript://127.0.0.1/%0aalert(1)'), open)).toThrow(/javascript:/);
    expect(() => openAuthorizationWindow(new URL('http://example.com/auth'), open)).toThrow(/https/);
    expect(names).toEqual([]);
  });
});
