// The first screen: what the page loads, and how long the main thread is held, from opening the
// page on its default server until that server's tools are listed. Two moments are counted:
// "shell" (the header, the connection panel and the tabs are on the page: a person can act) and
// "tools listed" (auto-connect done, the first tool's button shown: what a person came to see).
// Bytes are the JS and CSS response bodies gzipped here (level 9), since the proxy serves them
// uncompressed; a browser on loopback reads them raw, but gzip is what the size would cost served.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser-options.ts';
import { startInspector } from '../proxy/start-inspector.ts';
import type { ServerCommand } from './servers.ts';
import { firstScreenMoments, recordAssets, watchFirstScreen } from '../e2e/first-screen.ts';
import { fileURLToPath } from 'node:url';
import { median } from './stats.ts';

/** The server the page opens on: the one `mcp-loupe` starts when given none (server-everything, stdio). */
export const defaultServer: ServerCommand = {
  command: process.execPath,
  args: [
    fileURLToPath(new URL('../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
    'stdio',
  ],
};

interface Loaded {
  /** JS and CSS files, in the order they finished. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

export interface FirstScreenRun {
  shell: Loaded & { atMs: number };
  toolsListed: Loaded & { atMs: number };
  /** Long tasks (over 50 ms) that began between navigation and the tools listed. */
  longestTaskMs: number;
  /** Their time beyond 50 ms, summed (total blocking time). */
  blockingMs: number;
  longTasks: number;
  /** The longest task that began in the 2 s after the tools were listed (the rest of the page, fetched in idle time). */
  longestTaskAfterMs: number;
}

/** Opens the page once in a fresh browser and measures it. */
async function oneRun(url: string): Promise<FirstScreenRun> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(watchFirstScreen);
    const assets = recordAssets(page);
    await page.goto(url);
    await firstScreenMoments(page);
    // Two seconds more: the tasks that follow the first screen are reported beside it.
    await page.waitForTimeout(2_000);
    const { moments, files, longTasks } = await firstScreenMoments(page);
    const during = longTasks.filter((task) => task.startTime <= moments.toolsListed);
    const after = longTasks.filter(
      (task) => task.startTime > moments.toolsListed && task.startTime <= moments.toolsListed + 2_000,
    );
    const tasks = {
      longestTaskMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
      blockingMs: Math.round(during.reduce((sum, task) => sum + task.duration - 50, 0)),
      longTasks: during.length,
      longestTaskAfterMs: Math.round(Math.max(0, ...after.map((task) => task.duration))),
    };
    const loaded = async (names: string[]): Promise<Loaded> => ({
      files: names.map((name) => new URL(name).pathname),
      ...(await assets.bytes(names)),
    });
    return {
      shell: { ...(await loaded(files.shell)), atMs: moments.shell },
      toolsListed: { ...(await loaded(files.toolsListed)), atMs: moments.toolsListed },
      ...tasks,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The first screen's figures, each the median of `runs` page loads (one inspector, a fresh browser each time).
 * Bytes in KB (1,000 bytes) gzip; times in ms from navigation start. Targets: toolsListedKB under 150,
 * longestTaskMs under 50.
 */
export async function firstScreen(runs = 5, options: { server?: ServerCommand; staticRoot?: string } = {}) {
  const server = options.server ?? defaultServer;
  const inspector = await startInspector({
    port: 0,
    defaultServer: { command: server.command, args: server.args, env: {} },
    ...(options.staticRoot ? { staticRoot: options.staticRoot } : {}),
  });
  const samples: FirstScreenRun[] = [];
  try {
    for (let run = 0; run < runs; run++) samples.push(await oneRun(inspector.url));
  } finally {
    await inspector.close();
  }
  const kb = (bytes: number) => Math.round(bytes / 100) / 10;
  const last = samples.at(-1)!;
  return {
    runs,
    shellKB: kb(median(samples.map((sample) => sample.shell.gzipBytes))),
    shellRequests: median(samples.map((sample) => sample.shell.files.length)),
    shellMs: Math.round(median(samples.map((sample) => sample.shell.atMs))),
    toolsListedKB: kb(median(samples.map((sample) => sample.toolsListed.gzipBytes))),
    toolsListedRawKB: kb(median(samples.map((sample) => sample.toolsListed.rawBytes))),
    toolsListedRequests: median(samples.map((sample) => sample.toolsListed.files.length)),
    toolsListedMs: Math.round(median(samples.map((sample) => sample.toolsListed.atMs))),
    longestTaskMs: median(samples.map((sample) => sample.longestTaskMs)),
    blockingMs: median(samples.map((sample) => sample.blockingMs)),
    longTasks: median(samples.map((sample) => sample.longTasks)),
    longestTaskAfterMs: median(samples.map((sample) => sample.longestTaskAfterMs)),
    shellFiles: last.shell.files,
    toolsListedFiles: last.toolsListed.files,
    samples: samples.map(({ shell, toolsListed, longestTaskMs, blockingMs, longTasks, longestTaskAfterMs }) => ({
      shellKB: kb(shell.gzipBytes),
      shellMs: Math.round(shell.atMs),
      toolsListedKB: kb(toolsListed.gzipBytes),
      toolsListedMs: Math.round(toolsListed.atMs),
      longestTaskMs,
      blockingMs,
      longTasks,
      longestTaskAfterMs,
    })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 5);
  console.log(JSON.stringify(await firstScreen(runs), null, 2));
}
