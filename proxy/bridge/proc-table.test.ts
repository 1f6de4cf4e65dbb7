import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStat, systemProcFs } from './proc-table.ts';

/** A /proc/PID/stat line: fields 3 on, with ppid, pgrp and starttime where the kernel puts them. */
const stat = (pid: number, comm: string, state: string, ppid: number, pgid: number, start: number) =>
  `${pid} (${comm}) ${state} ${ppid} ${pgid} ${pgid} 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 1 0 ${start} 1000 10 0\n`;

describe('parseStat', () => {
  it('reads ppid, process group and start time after the command name', () => {
    expect(parseStat(stat(42, 'node', 'S', 7, 42, 123456))).toEqual({
      pid: 42,
      ppid: 7,
      pgid: 42,
      start: 123456,
      state: 'S',
    });
  });

  it('counts fields from the last parenthesis, whatever the command name holds', () => {
    expect(parseStat(stat(9, 'a) b (c', 'R', 1, 9, 77))).toMatchObject({ pid: 9, ppid: 1, start: 77 });
  });

  it('answers undefined for text that is no stat line', () => {
    expect(parseStat('garbage')).toBeUndefined();
  });
});

describe('systemProcFs', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-loupe-proc-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const add = (pid: number, state: string, environ?: string) => {
    mkdirSync(join(root, String(pid)));
    writeFileSync(join(root, String(pid), 'stat'), stat(pid, 'x', state, 1, pid, pid * 10));
    if (environ !== undefined) writeFileSync(join(root, String(pid), 'environ'), environ);
  };
  add(5, 'S', 'A=1\0MCP_LOUPE_SERVER=abc\0');
  add(6, 'Z');
  mkdirSync(join(root, 'self'));

  it('lists live processes and leaves zombies out', () => {
    expect(systemProcFs(root).list()).toEqual([{ pid: 5, ppid: 1, pgid: 5, start: 50 }]);
    expect(systemProcFs(root).stat(6)).toBeUndefined();
  });

  it('reads an environment, and answers undefined where it cannot', () => {
    expect(systemProcFs(root).environ(5)).toContain('MCP_LOUPE_SERVER=abc');
    expect(systemProcFs(root).environ(6)).toBeUndefined();
  });

  it('answers undefined where there is no /proc', () => {
    expect(systemProcFs(join(root, 'missing')).list()).toBeUndefined();
  });
});
