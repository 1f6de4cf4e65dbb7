import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync, closeSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OPTION_FILE_LIMIT, readBoundedText } from './bounded-read.ts';
import { parseCliModeArgs } from './cli-args.ts';
import { fileReader } from './secret-sources.ts';

const dir = mkdtempSync(join(tmpdir(), 'mcp-loupe-bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bin = new URL('../../bin/mcp-loupe.js', import.meta.url).pathname;

/** --env-from FILE on the CLI's command line, read by the real reader. */
const envFrom = (file: string) => () =>
  parseCliModeArgs(
    ['--env-from', file, '--', 'srv'],
    {},
    { env: {}, readFile: fileReader(dir, undefined, () => {}), findings: [] },
  );

describe('--env-from and --headers-from read at most 1 MiB, and only files and pipes', () => {
  it('reads a regular file as before', () => {
    writeFileSync(join(dir, 'ok.env'), 'A=1\nexport B="two"\n');
    expect(envFrom('ok.env')().target).toMatchObject({ env: { A: '1', B: 'two' } });
  });

  it('refuses a file over the limit by its size, before reading it (a sparse 64 MiB file)', () => {
    const big = join(dir, 'big.env');
    writeFileSync(big, '');
    truncateSync(big, 64 * 1024 * 1024);
    expect(envFrom('big.env')).toThrow(
      `--env-from "big.env": larger than 1 MiB, the most mcp-loupe reads from an option's file`,
    );
    writeFileSync(join(dir, 'just-over.env'), `A=${'x'.repeat(OPTION_FILE_LIMIT)}\n`);
    expect(envFrom('just-over.env')).toThrow('larger than 1 MiB');
  });

  it('refuses devices and directories by their kind, reading nothing', () => {
    expect(envFrom('/dev/zero')).toThrow('--env-from "/dev/zero": a character device, not a regular file');
    expect(envFrom('/dev/urandom')).toThrow('--env-from "/dev/urandom": a character device, not a regular file');
    mkdirSync(join(dir, 'folder'));
    expect(envFrom('folder')).toThrow('--env-from "folder": a directory, not a regular file');
  });

  it('reads standard input only up to the limit: /dev/zero on stdin is refused, not held whole', () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const code = `import(${JSON.stringify(new URL('./bounded-read.ts', import.meta.url).href)}).then((m) => { try { m.readBoundedText(0); } catch (e) { console.log(e.reason); } })`;
      const run = spawnSync(process.execPath, ['-e', code], { stdio: [zero, 'pipe', 'pipe'], encoding: 'utf8' });
      expect(run.stdout.trim()).toBe("larger than 1 MiB, the most mcp-loupe reads from an option's file");
    } finally {
      closeSync(zero);
    }
  });

  it('says at once that it waits for a named pipe’s writer, then reads what the writer wrote', {
    timeout: 60_000,
  }, async () => {
    const fifo = join(dir, 'secrets.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const child = spawn(
      process.execPath,
      [bin, '--cli', '--env-from', fifo, '--', process.execPath, '-e', 'process.exit(3)'],
      { env: { ...process.env, CI: '1' } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
    // The note comes before any writer exists: the wait is said, not silent.
    await expect
      .poll(() => stderr, { timeout: 30_000 })
      .toContain(
        `mcp-loupe: --env-from ${JSON.stringify(fifo)}: a pipe: reading it until its writer closes it (at most 1 MiB); nothing is read until then`,
      );
    const writer = openSync(fifo, 'w');
    writeSync(writer, 'A=1\n');
    closeSync(writer);
    await closed;
    // Past the options: the server was started (and ended at once), so no option error was said.
    expect(stderr).not.toMatch(/Run `mcp-loupe --cli --help`/);
  });

  it('reads a pipe by its descriptor, as bash hands <(command) over', () => {
    const run = spawnSync(
      'bash',
      [
        '-c',
        `${JSON.stringify(process.execPath)} -e "import(process.argv[1]).then((m) => console.log(JSON.stringify(m.readBoundedText(process.argv[2]))))" ${JSON.stringify(new URL('./bounded-read.ts', import.meta.url).href)} <(printf 'A=1\\n')`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.stdout.trim()).toBe('"A=1\\n"');
  });

  it('readBoundedText takes the limit it is given', () => {
    expect(() => readBoundedText('/dev/zero')).toThrow('a character device');
    writeFileSync(join(dir, 'small'), 'abc');
    expect(readBoundedText(join(dir, 'small'), () => {}, 3)).toBe('abc');
    expect(() => readBoundedText(join(dir, 'small'), () => {}, 2)).toThrow('larger than 2 bytes');
  });
});
