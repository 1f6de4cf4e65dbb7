import type { ConnectTarget } from './connect-target.ts';
import type { RootEntry } from './client-side.ts';
import { perKind } from './target-kinds.ts';

const windowsDrive = /^[A-Za-z]:[\\/]/;

function isAbsolute(path: string): boolean {
  return path.startsWith('/') || path.startsWith('\\\\') || windowsDrive.test(path);
}

/** `.` and `..` taken out, one separator between names; a Windows path keeps its drive. */
function normalize(path: string): string {
  const drive = windowsDrive.test(path) ? path.slice(0, 2) : '';
  const names: string[] = [];
  for (const name of path.slice(drive.length).split(/[\\/]+/)) {
    if (name === '' || name === '.') continue;
    if (name === '..') names.pop();
    else names.push(name);
  }
  return `${drive}/${names.join('/')}`;
}

/**
 * The directory a process started in `directory` runs in, as the proxy
 * starts it: relative to the proxy's own working directory, which is also
 * where it runs when `directory` is empty. Undefined when nothing is known.
 */
export function resolveWorkingDirectory(
  proxyDirectory: string | undefined,
  directory: string | undefined,
): string | undefined {
  const given = directory?.trim();
  if (given && isAbsolute(given)) return normalize(given);
  if (!proxyDirectory) return undefined;
  return normalize(given ? `${proxyDirectory}/${given}` : proxyDirectory);
}

/** `file://` URI of an absolute path, each name percent-encoded (`/a b` -> `file:///a%20b`, `C:\x` -> `file:///C:/x`). */
export function fileUriOfPath(path: string): string {
  const normalized = normalize(path);
  const encoded = normalized
    .split('/')
    .map((name, index) => (index === 0 && /^[A-Za-z]:$/.test(name) ? name : encodeURIComponent(name)))
    .join('/');
  return `file://${encoded.startsWith('/') ? '' : '/'}${encoded}`;
}

/**
 * The roots a person expects a server to see: a stdio server's working
 * directory (its own, else the proxy's). A server behind a URL may run on
 * another machine, where this machine's directories mean nothing: none.
 */
export function workingDirectoryRoots(target: ConnectTarget, proxyDirectory: string | undefined): RootEntry[] {
  return perKind(target, {
    http: () => [],
    stdio: (stdio) => {
      const directory = resolveWorkingDirectory(proxyDirectory, stdio.cwd);
      if (!directory) return [];
      const name = directory.split('/').filter(Boolean).pop();
      return [{ uri: fileUriOfPath(directory), ...(name ? { name } : {}) }];
    },
  });
}
