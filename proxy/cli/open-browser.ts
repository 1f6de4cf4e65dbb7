import type { SpawnOptions } from 'node:child_process';
import { spawn as nodeSpawn } from 'node:child_process';

type Spawn = (command: string, args: string[], options: SpawnOptions) => { on(event: 'error', listener: () => void): unknown; unref(): void };

/** The platform's opener for a URL, as an argument vector. */
export function browserOpener(url: string, platform: NodeJS.Platform = process.platform): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  // `start` is built into cmd; the empty title keeps it from taking the URL as the title.
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/** Opens `url` in the default browser; best effort, failures ignored (the URL is printed anyway). */
export function openBrowser(url: string, spawn: Spawn = nodeSpawn, platform: NodeJS.Platform = process.platform): void {
  const [command, args] = browserOpener(url, platform);
  try {
    const opener = spawn(command, args, { shell: false, stdio: 'ignore', detached: true, windowsHide: true });
    opener.on('error', () => {});
    opener.unref();
  } catch {
    // No opener on this machine: the printed URL is enough.
  }
}
