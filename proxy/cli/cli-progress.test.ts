import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { progressLine } from './progress-lines.ts';

const bin = fileURLToPath(new URL('../../bin/mcp-loupe.js', import.meta.url));
const everythingStdio = ['--', process.execPath, fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url)), 'stdio'];

interface TimedRun {
  code: number | null;
  stdout: string;
  /** Each stderr line with when it came, in ms since the start. */
  stderrLines: Array<{ line: string; at: number }>;
  /** When stdout was first written to. */
  firstStdoutAt: number | undefined;
}

/** The real command line in a process of its own, its stderr lines timed as they come. */
function runTimed(args: string[]): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [bin, '--cli', ...args]);
    let stdout = '';
    let firstStdoutAt: number | undefined;
    let pending = '';
    const stderrLines: TimedRun['stderrLines'] = [];
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      firstStdoutAt ??= Date.now() - started;
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      for (const line of lines) stderrLines.push({ line, at: Date.now() - started });
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
  it('sends a progress token and prints each progress notification on stderr as it comes, the JSON on stdout unchanged', { timeout: 60_000 }, async () => {
    const run = await runTimed(['--method', 'tools/call', '--tool', 'trigger-long-running-operation', '--args', '{"duration":2,"steps":4}', ...everythingStdio]);
    expect(run.code).toBe(0);
    const progress = run.stderrLines.filter(({ line }) => line.startsWith('progress '));
    expect(progress.map(({ line }) => line)).toEqual(['progress 1/4', 'progress 2/4', 'progress 3/4', 'progress 4/4']);
    // As they come: the first long before the answer is printed.
    expect(progress[0]!.at).toBeLessThan(run.firstStdoutAt! - 1000);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(['method', 'protocolVersion', 'result', 'problems', 'durationMs', 'findings', 'exitCode']);
    expect(JSON.stringify(report.result)).toContain('Long running operation completed. Duration: 2 seconds, Steps: 4.');
  });

  it('prints the same lines under --format text', { timeout: 60_000 }, async () => {
    const run = await runTimed(['--format', 'text', '--method', 'tools/call', '--tool', 'trigger-long-running-operation', '--args', '{"duration":1,"steps":2}', ...everythingStdio]);
    expect(run.code).toBe(0);
    expect(run.stderrLines.map(({ line }) => line).filter((line) => line.startsWith('progress '))).toEqual(['progress 1/2', 'progress 2/2']);
    expect(run.stdout).toContain('Long running operation completed');
  });
});
