import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { startInspector } from '../proxy/start-inspector.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { type ReusedParts, reusedParts } from './reused-parts.ts';
import { type SharedServers, sharedServers } from './shared-servers.ts';

/** A stdio server as the inspector starts it (same shape as the bridge's spawn request). */
export interface ServerSpec {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
}

export interface RunningInspector {
  /** Includes `?token=`. */
  url: string;
  port: number;
  token: string;
  /** The file the default server writes its pid to (env PIDFILE). */
  pidFile: string;
}

export type FixtureName =
  | 'non-json-stdout'
  | 'crash-mid-request'
  | 'never-answers'
  | 'burst'
  | 'big-stdout'
  | 'stderr-flood';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const fixturesDir = fileURLToPath(new URL('./fixtures/', import.meta.url));

export const everythingServer: ServerSpec = {
  command: process.execPath,
  args: [`${repoRoot}node_modules/@modelcontextprotocol/server-everything/dist/index.js`, 'stdio'],
  env: {},
};

export function fixturePath(name: FixtureName): string {
  return `${fixturesDir}${name}.mjs`;
}

export function fixtureServer(name: FixtureName, env: Record<string, string> = {}): ServerSpec {
  return { command: process.execPath, args: [fixturePath(name)], env };
}

/** True while `pid` names a live process; a zombie counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

function readPid(pidFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until `pidFile` names a process other than `previous`, and returns its pid. */
export async function waitForPid(pidFile: string, previous?: number): Promise<number> {
  let pid: number | undefined;
  await expect
    .poll(
      () => {
        pid = readPid(pidFile);
        return pid !== undefined && pid !== previous;
      },
      { message: `a server pid in ${pidFile}` },
    )
    .toBe(true);
  return pid as number;
}

export async function forgetPid(pidFile: string): Promise<void> {
  await rm(pidFile, { force: true });
}

/** The server process ends: waited for up to 30 s, a bound on one that never ends, not a measure of how soon (SIGTERM, then SIGKILL 2 s later, on a machine as busy as it is). */
export async function expectGone(pid: number, timeout = 30_000): Promise<void> {
  await expect.poll(() => isAlive(pid), { timeout, message: `server process ${pid} should be gone` }).toBe(false);
}

interface InspectorFixtures {
  /** The server the inspector starts with; set per file or describe with `test.use`. */
  defaultServer: ServerSpec;
  /** A server behind a URL to open onto, as `--url` does; set per file or describe with `test.use`. */
  defaultRemote: HttpTarget | undefined;
  /** The real inspector, in this worker, on a free port; PIDFILE is added to the default server's env. */
  inspector: RunningInspector;
}

interface WorkerFixtures {
  /** HTTP servers this worker's tests share (see shared-servers.ts): for tests that leave the server running. */
  shared: SharedServers;
  /**
   * The page and inspectors kept for the files that import `test` from reused-page.ts. Declared here, for every file,
   * so that those files run in the same workers as the others (Playwright gives files with other worker fixtures
   * workers of their own); made only when a test asks for them.
   */
  reused: ReusedParts;
}

export const test = base.extend<InspectorFixtures, WorkerFixtures>({
  defaultServer: [everythingServer, { option: true }],
  defaultRemote: [undefined, { option: true }],
  inspector: async ({ defaultServer, defaultRemote }, use, testInfo) => {
    const pidFile = testInfo.outputPath('server.pid');
    const running = await startInspector({
      port: 0,
      open: false,
      defaultServer: { ...defaultServer, env: { ...defaultServer.env, PIDFILE: pidFile } },
      ...(defaultRemote ? { defaultRemote } : {}),
    });
    try {
      await use({ url: running.url, port: running.port, token: running.token, pidFile });
    } finally {
      await running.close();
    }
  },
  shared: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads what a fixture needs from its first parameter, a pattern even when empty
    async ({}, use) => {
      const servers = sharedServers();
      try {
        await use(servers);
      } finally {
        await servers.stopAll();
      }
    },
    { scope: 'worker' },
  ],
  reused: [
    async ({ browser }, use) => {
      const parts = reusedParts(browser);
      try {
        await use(parts);
      } finally {
        await parts.closeAll();
      }
    },
    { scope: 'worker' },
  ],
});

export { expect };
