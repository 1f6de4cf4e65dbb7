import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, devices, type Page } from '@playwright/test';
import { type RunningInspector as StartedInspector, startInspector } from '../proxy/start-inspector.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import type { RunningInspector, ServerSpec } from './inspector.ts';

// As the project's `page` fixture makes its context (playwright.config.ts), minus what only the fixture reads.
const { defaultBrowserType: _, ...desktopChrome } = devices['Desktop Chrome'];

/**
 * What one Playwright worker keeps for the tests that ask to reuse them
 * (reused-page.ts): one browser context with one page, and one inspector per
 * default server, each started on its first ask. Opening a page costs the
 * renderer a new process and a cold load; a navigation on a page that loaded
 * the same inspector before costs about half as much (the app's code is in
 * the HTTP and V8 caches). Everything is closed when the worker ends.
 */
export interface ReusedParts {
  page(): Promise<Page>;
  inspector(server: ServerSpec, remote: HttpTarget | undefined): Promise<RunningInspector>;
  closeAll(): Promise<void>;
}

export function reusedParts(browser: Browser): ReusedParts {
  let opened: Promise<{ context: BrowserContext; page: Page }> | undefined;
  const inspectors = new Map<string, Promise<StartedInspector & { pidFile: string }>>();
  // PIDFILE of the inspectors' default servers: each test's server writes its pid there when it starts.
  const pidDir = mkdtempSync(join(tmpdir(), 'loupe-reused-'));

  return {
    page() {
      opened ??= (async () => {
        const context = await browser.newContext(desktopChrome);
        return { context, page: await context.newPage() };
      })();
      return opened.then(({ page }) => page);
    },
    async inspector(server, remote) {
      const key = JSON.stringify([server, remote ?? null]);
      let started = inspectors.get(key);
      if (!started) {
        const pidFile = join(pidDir, `server-${inspectors.size}.pid`);
        started = startInspector({
          port: 0,
          open: false,
          defaultServer: { ...server, env: { ...server.env, PIDFILE: pidFile } },
          ...(remote ? { defaultRemote: remote } : {}),
        }).then((running) => ({ ...running, pidFile }));
        inspectors.set(key, started);
        // One that failed to start is not kept: the next test that asks tries again, and says why if it fails too.
        started.catch(() => inspectors.delete(key));
      }
      const running = await started;
      return { url: running.url, port: running.port, token: running.token, pidFile: running.pidFile };
    },
    async closeAll() {
      await (await opened?.catch(() => undefined))?.context.close();
      const running = [...inspectors.values()];
      inspectors.clear();
      await Promise.all(running.map(async (each) => (await each.catch(() => undefined))?.close()));
      await rm(pidDir, { recursive: true, force: true });
    },
  };
}

/** The viewport the project's page starts with: a test that changed it leaves it changed on a reused page. */
export const startViewport = desktopChrome.viewport;
