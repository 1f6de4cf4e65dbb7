import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { browserOpener, openBrowser, redirectPage } from './open-browser.ts';

const url = 'http://127.0.0.1:6280/?token=abc-DEF_123';
const tempRoot = mkdtempSync(`${tmpdir()}/loupe-open-`);
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));

function recordingSpawn() {
  const calls: Array<{ command: string; args: string[]; shell: unknown }> = [];
  let unrefed = false;
  const spawn = (command: string, args: string[], options: { shell?: unknown }) => {
    calls.push({ command, args, shell: options.shell });
    return { on: () => {}, unref: () => (unrefed = true) };
  };
  return { spawn, calls, unrefed: () => unrefed };
}

describe('browserOpener', () => {
  it('picks the opener of each platform', () => {
    expect(browserOpener(url, 'linux')).toEqual(['xdg-open', [url]]);
    expect(browserOpener(url, 'darwin')).toEqual(['open', [url]]);
    expect(browserOpener(url, 'win32')).toEqual(['cmd', ['/c', 'start', '""', url]]);
  });
});

describe('openBrowser', () => {
  it('opens a private file:// page that redirects, so no command line carries the token', () => {
    const opener = recordingSpawn();
    const remove = openBrowser(url, { spawn: opener.spawn, platform: 'linux', tempRoot });
    expect(opener.calls).toHaveLength(1);
    const [{ command, args, shell }] = opener.calls as [(typeof opener.calls)[0]];
    expect([command, shell]).toEqual(['xdg-open', false]);
    expect(args).toHaveLength(1);
    expect(args[0]).toMatch(/^file:\/\//);
    expect(args.join(' ')).not.toContain('abc-DEF_123');
    expect(opener.unrefed()).toBe(true);

    const file = fileURLToPath(args[0] as string);
    expect(dirname(dirname(file))).toBe(tempRoot);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    const page = readFileSync(file, 'utf8');
    expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${url}">`);
    expect(page).toContain(`location.replace("${url}")`);

    remove();
    expect(existsSync(dirname(file))).toBe(false);
  });

  it('escapes the URL for the page', () => {
    const page = redirectPage('http://127.0.0.1:1/?a="b"&c=</script><x>');
    expect(page).not.toContain('</script><x>');
    expect(page).not.toContain('"b"&');
    expect(page).toContain('content="0;url=http://127.0.0.1:1/?a=&#34;b&#34;&#38;c=&#60;/script&#62;&#60;x&#62;"');
    expect(page).toContain(String.raw`location.replace("http://127.0.0.1:1/?a=\"b\"&c=\u003c/script>\u003cx>")`);
  });

  it('ignores an opener that cannot start, and still cleans up', () => {
    let file = '';
    const remove = openBrowser(url, {
      tempRoot,
      spawn: (_command, args) => {
        file = fileURLToPath(args.at(-1) as string);
        throw new Error('spawn EAGAIN');
      },
    });
    expect(existsSync(file)).toBe(true);
    remove();
    expect(existsSync(file)).toBe(false);
  });

  it('opens nothing when it has nowhere private to write', () => {
    const opener = recordingSpawn();
    expect(() => openBrowser(url, { spawn: opener.spawn, tempRoot: '/no/such/dir' })()).not.toThrow();
    expect(opener.calls).toEqual([]);
  });
});
