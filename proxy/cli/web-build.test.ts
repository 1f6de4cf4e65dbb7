import { describe, expect, it } from 'vitest';
import type { RunCommand } from './web-build.ts';
import { ensureWebBuilt } from './web-build.ts';

function fakeFs(files: string[]) {
  const present = new Set(files);
  return { exists: (path: string) => present.has(path), add: (path: string) => present.add(path) };
}

const root = '/pkg';
const staticRoot = '/pkg/dist/web';
const vite = '/pkg/node_modules/vite/bin/vite.js';

describe('ensureWebBuilt', () => {
  it('does nothing when the page is built', async () => {
    const runs: unknown[] = [];
    const fs = fakeFs(['/pkg/dist/web/index.html']);
    await ensureWebBuilt({
      packageRoot: root,
      staticRoot,
      exists: fs.exists,
      run: async (...call) => (runs.push(call), 0),
    });
    expect(runs).toEqual([]);
  });

  it('runs the package’s vite build with this Node, without a shell, output on stderr', async () => {
    const fs = fakeFs([vite]);
    const runs: Parameters<RunCommand>[] = [];
    await ensureWebBuilt({
      packageRoot: root,
      staticRoot,
      exists: fs.exists,
      log: () => {},
      run: async (...call) => {
        runs.push(call);
        fs.add('/pkg/dist/web/index.html');
        return 0;
      },
    });
    expect(runs).toEqual([[process.execPath, [vite, 'build'], { cwd: root, stdio: ['ignore', 2, 2] }]]);
  });

  it('fails clearly when the build fails or vite is missing', async () => {
    await expect(
      ensureWebBuilt({
        packageRoot: root,
        staticRoot,
        exists: fakeFs([vite]).exists,
        log: () => {},
        run: async () => 1,
      }),
    ).rejects.toThrow('Building the web interface failed (vite exited with code 1)');
    await expect(ensureWebBuilt({ packageRoot: root, staticRoot, exists: fakeFs([]).exists })).rejects.toThrow(
      'Vite is not installed',
    );
  });
});
