import { describe, expect, it } from 'vitest';
import { ArgsError } from './arg-values.ts';
import { DEFAULT_REQUESTS, readLoadArgs } from './load-args.ts';

describe('readLoadArgs', () => {
  it('takes its own options and leaves the call and the server to the common parser', () => {
    const args = readLoadArgs([
      '--cli',
      'load',
      '--method',
      'tools/call',
      '--tool',
      'echo',
      '--requests',
      '50',
      '--concurrency=4',
      '--json',
      'out.json',
      '--',
      'node',
      'server.js',
      '--json',
      'x',
    ]);
    expect(args).toMatchObject({ requests: 50, concurrency: 4, json: 'out.json', format: 'text', allowRemote: false });
    // The server's own --json is the server's.
    expect(args?.rest).toEqual(['--method', 'tools/call', '--tool', 'echo', '--', 'node', 'server.js', '--json', 'x']);
  });

  it(`stops by itself: ${DEFAULT_REQUESTS} calls when neither --requests nor --duration is given`, () => {
    expect(readLoadArgs(['load'])?.requests).toBe(DEFAULT_REQUESTS);
    const timed = readLoadArgs(['load', '--duration', '2.5']);
    expect(timed?.durationS).toBe(2.5);
    expect(timed?.requests).toBeUndefined();
  });

  it('refuses counts and durations that are not', () => {
    for (const bad of [
      ['--requests', '0'],
      ['--requests', '1.5'],
      ['--concurrency', '-1'],
      ['--duration', '0'],
      ['--duration', 'x'],
    ])
      expect(() => readLoadArgs(['load', ...bad]), bad.join(' ')).toThrow(ArgsError);
    expect(() => readLoadArgs(['load', '--requests', '1', '--requests', '2'])).toThrow('given twice');
  });

  it('is not for other command lines', () => {
    expect(readLoadArgs(['--cli', '--method', 'tools/list'])).toBeUndefined();
  });
});
