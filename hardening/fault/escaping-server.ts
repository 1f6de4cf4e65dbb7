import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

// A descendant that stays: it ignores SIGTERM and a closed stdin, and writes its pid once its handler is set.
const stays = [
  "process.on('SIGTERM', () => {});",
  "require('node:fs').appendFileSync(process.argv[1], process.pid + '\\n');",
  'setInterval(() => {}, 1000);',
].join('\n');

/**
 * A server whose descendants try every way out of its process group: a
 * session of their own through /usr/bin/setsid, `detached: true` with
 * unref, one whose parent exits at once (re-parented away), and one
 * started with an empty environment (no marker to inherit). Each writes
 * its pid to the file given as argument, and so does the server; the
 * server ignores SIGTERM too.
 */
export const escapingServer = [
  "const { spawn } = require('node:child_process');",
  'const file = process.argv[1];',
  "process.on('SIGTERM', () => {});",
  "process.stdin.on('data', () => {}).on('end', () => {});",
  `const stays = ${JSON.stringify(stays)};`,
  "require('node:fs').appendFileSync(file, process.pid + '\\n');",
  "spawn('/usr/bin/setsid', [process.execPath, '-e', stays, file], { stdio: 'ignore' });",
  "spawn(process.execPath, ['-e', stays, file], { stdio: 'ignore', detached: true }).unref();",
  // The middle process leaves at once: its child is re-parented, far from the server's tree.
  "const leave = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(stays)}, process.argv[1]], { stdio: 'ignore', detached: true }).unref();`;",
  "spawn(process.execPath, ['-e', leave, file], { stdio: 'ignore' });",
  "spawn(process.execPath, ['-e', stays, file], { stdio: 'ignore', detached: true, env: {} }).unref();",
  'setInterval(() => {}, 1000);',
].join('\n');

/** How many pids the escaping server's file holds once all are running: the server and four descendants. */
export const ESCAPING_PIDS = 5;

/** The pids written to `file`, once there are `count` of them. */
export async function pidsFrom(file: string, count = ESCAPING_PIDS, timeoutMs = 15_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let pids: number[] = [];
    try {
      pids = readFileSync(file, 'utf8').split('\n').filter(Boolean).map(Number);
    } catch {
      // not written yet
    }
    if (pids.length >= count) return pids;
    if (Date.now() > deadline) throw new Error(`only ${pids.length} of ${count} pids in ${file} after ${timeoutMs} ms`);
    await delay(50);
  }
}
