import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { isGone } from '../test-kit/processes.ts';
import { waitUntil } from '../test-kit/waits.ts';

// `mcp-loupe --cli` killed outright (SIGKILL: no handler runs) in the middle
// of a request still takes its server with it: the watchdog it starts ends
// the server's process group. The server here outlives its stdin, so nothing
// else would end it. Run through bin/mcp-loupe.js, from the bundle when it is
// fresh, else from the sources.

const bin = fileURLToPath(new URL('../../bin/mcp-loupe.js', import.meta.url));
const neverAnswers = fileURLToPath(new URL('../../e2e/fixtures/never-answers.mjs', import.meta.url));
const linux = process.platform === 'linux';

/** Pids of the live processes whose command line names `script`. */
function processesRunning(script: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(script) && !isGone(pid);
      } catch {
        return false;
      }
    });
}

const strays: number[] = [];
afterEach(() => {
  for (const pid of strays.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
});

describe.runIf(linux)('mcp-loupe --cli SIGKILLed mid-request', () => {
  it('leaves no server behind', async () => {
    const before = new Set(processesRunning(neverAnswers));
    const cli = spawn(
      process.execPath,
      [
        bin,
        '--cli',
        '--method',
        'tools/call',
        '--tool',
        'hang',
        '-e',
        'LINGER=1',
        '--',
        process.execPath,
        neverAnswers,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => cli.once('exit', resolve));
    let servers: number[] = [];
    await waitUntil(
      () => (servers = processesRunning(neverAnswers).filter((pid) => !before.has(pid))).length > 0,
      30_000,
      'the server to start',
    );
    strays.push(...servers);
    // The request is on its way once the server has read the handshake; a moment is plenty.
    await new Promise((resolve) => setTimeout(resolve, 500));
    cli.kill('SIGKILL');
    await exited;
    await waitUntil(() => servers.every(isGone), 20_000, 'the server to be ended by the watchdog');
    expect(servers.every(isGone)).toBe(true);
  }, 60_000);
});
