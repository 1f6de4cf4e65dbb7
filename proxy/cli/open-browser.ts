import type { SpawnOptions } from 'node:child_process';
import { spawn as nodeSpawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Spawn = (
  command: string,
  args: string[],
  options: SpawnOptions,
) => { on(event: 'error', listener: () => void): unknown; unref(): void };

export interface OpenBrowserOptions {
  spawn?: Spawn;
  platform?: NodeJS.Platform;
  /** Where the private directory for the redirect file is made; the system's temp directory by default. */
  tempRoot?: string;
}

/** The platform's opener for a URL, as an argument vector. */
export function browserOpener(url: string, platform: NodeJS.Platform = process.platform): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  // `start` is built into cmd; the empty title keeps it from taking the URL as the title.
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/**
 * A page that sends the browser on to `url`, in a file only we can read
 * (0600, in a fresh 0700 directory). Opening that file instead of `url`
 * keeps the token out of every command line — the opener's and the
 * browser's — where other users of the machine could read it with `ps`.
 */
export function writeRedirectFile(url: string, tempRoot: string = tmpdir()): { file: string; remove: () => void } {
  const dir = mkdtempSync(join(tempRoot, 'mcp-loupe-'));
  const file = join(dir, 'open.html');
  try {
    writeFileSync(file, redirectPage(url), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function redirectPage(url: string): string {
  const attribute = url.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const script = JSON.stringify(url).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<meta charset="utf-8">',
    `<meta http-equiv="refresh" content="0;url=${attribute}">`,
    '<title>mcp-loupe</title>',
    `<script>location.replace(${script})</script>`,
    `<p>Opening mcp-loupe… If nothing happens, <a href="${attribute}">open it here</a>.</p>`,
    '',
  ].join('\n');
}

/**
 * Opens `url` in the default browser, through a redirect file; best effort,
 * failures ignored (the URL is printed anyway). Returns what removes the file.
 */
export function openBrowser(url: string, options: OpenBrowserOptions = {}): () => void {
  const { spawn = nodeSpawn, platform = process.platform, tempRoot } = options;
  let redirect: ReturnType<typeof writeRedirectFile>;
  try {
    redirect = writeRedirectFile(url, tempRoot);
  } catch {
    return () => {}; // Nowhere private to write: rather no browser than the token in a command line.
  }
  const [command, args] = browserOpener(pathToFileURL(redirect.file).href, platform);
  try {
    const opener = spawn(command, args, { shell: false, stdio: 'ignore', detached: true, windowsHide: true });
    opener.on('error', () => {});
    opener.unref();
  } catch {
    // No opener on this machine: the printed URL is enough.
  }
  return redirect.remove;
}
