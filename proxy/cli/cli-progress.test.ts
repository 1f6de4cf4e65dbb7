import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { progressLine } from './progress-lines.ts';

const bin = fileURLToPath(new URL('../../bin/mcp-loupe.js', import.meta.url));
const everythingStdio = [
  '--',
  process.execPath,
  fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)),
  'stdio',
];

interface OrderedRun {
  code: number | null;
  stdout: string;
  /** Each stderr line with its place among the process's writes (stdout's and stderr's), counted as they were read. */
  stderrLines: Array<{ line: string; at: number }>;
  /** The place of stdout's first write. */
  firstStdoutAt: number | undefined;
}

/** The real command line in a process of its own, its writes numbered in the order they come (an order, not a time: a busy machine changes no verdict). */
function runOrdered(args: string[]): Promise<OrderedRun> {
  return new Promise((resolve, reject) => {
    let read = 0;
    const child = spawn(process.execPath, [bin, '--cli', ...args]);
    let stdout = '';
    let firstStdoutAt: number | undefined;
    let pending = '';
    const stderrLines: OrderedRun['stderrLines'] = [];
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      firstStdoutAt ??= read++;
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      for (const line of lines) stderrLines.push({ line, at: read++ });
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderrLines, firstStdoutAt }));
  });
}

describe('progressLine', () => {
  it('is "progress N/TOTAL message", with what the notification has', () => {
    expect(progressLine({ progress: 3, total: 10, message: 'copying' })).toBe('progress 3/10 copying');
    expect(progressLine({ progress: 0.5 })).toBe('progress 0.5');
  });
});

describe('--cli --method tools/call with a long-running tool', () => {
  it('sends a progress token and prints each progress notification on stderr as it comes, the JSON on stdout unchanged', {
    timeout: 60_000,
  }, async () => {
    const run = await runOrdered([
      '--method',
      'tools/call',
      '--tool',
      'trigger-long-running-operation',
      '--args',
      '{"duration":2,"steps":4}',
      ...everythingStdio,
    ]);
    expect(run.code).toBe(0);
    const progress = run.stderrLines.filter(({ line }) => line.startsWith('progress '));
    expect(progress.map(({ line }) => line)).toEqual(['progress 1/4', 'progress 2/4', 'progress 3/4', 'progress 4/4']);
    // Before the answer is printed (that they come while the call runs is the next test's).
    expect(progress.every(({ at }) => at < run.firstStdoutAt!)).toBe(true);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual([
      'method',
      'protocolVersion',
      'result',
      'problems',
      'durationMs',
      'findings',
      'exitCode',
    ]);
    expect(JSON.stringify(report.result)).toContain('Long running operation completed. Duration: 2 seconds, Steps: 4.');
  });

  it('prints the same lines under --format text', { timeout: 60_000 }, async () => {
    const run = await runOrdered([
      '--format',
      'text',
      '--method',
      'tools/call',
      '--tool',
      'trigger-long-running-operation',
      '--args',
      '{"duration":1,"steps":2}',
      ...everythingStdio,
    ]);
    expect(run.code).toBe(0);
    expect(run.stderrLines.map(({ line }) => line).filter((line) => line.startsWith('progress '))).toEqual([
      'progress 1/2',
      'progress 2/2',
    ]);
    expect(run.stdout).toContain('Long running operation completed');
  });

  it('prints a progress line while the call still runs', { timeout: 60_000 }, async () => {
    // The tool runs 120 s, twice as long as this test waits: a line seen at all was printed as it came, not kept for the answer.
    const child = spawn(process.execPath, [
      bin,
      '--cli',
      '--method',
      'tools/call',
      '--tool',
      'trigger-long-running-operation',
      '--args',
      '{"duration":120,"steps":120}',
      ...everythingStdio,
    ]);
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const closed = new Promise((resolve) => child.once('close', resolve));
    let stderr = '';
    const first = await new Promise<string>((resolve, reject) => {
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        const line = stderr.split('\n').find((written) => written.startsWith('progress '));
        if (line) resolve(line);
      });
      void closed.then(() => reject(new Error(`mcp-loupe ended before any progress line: ${stderr}`)));
    });
    expect(first).toBe('progress 1/120');
    expect(stdout).toBe('');
    // Ctrl-C's path: the command line stops the call and ends the server.
    child.kill('SIGTERM');
    await closed;
  });
});
