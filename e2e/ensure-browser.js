// Run before Playwright: use the machine's Chromium when it has one, and only
// otherwise download Playwright's own build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));

if (systemChromium) {
  console.log(`e2e: using ${systemChromium}`);
} else {
  console.log("e2e: no system Chromium; installing Playwright's own");
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const run = spawnSync(npx, ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
