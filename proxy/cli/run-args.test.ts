import { describe, expect, it } from 'vitest';
import { readRunArgs } from './run-args.ts';

describe('readRunArgs', () => {
  it('takes the file and run’s own options out, leaving the server for the common parser', () => {
    expect(
      readRunArgs([
        '--cli',
        'run',
        'smoke.json',
        '--var',
        'a=1',
        '--var=b=x=y',
        '--env-vars',
        '--junit',
        'out.xml',
        '--timeout',
        '5',
        '--',
        'node',
        's.js',
      ]),
    ).toEqual({
      file: 'smoke.json',
      vars: { a: '1', b: 'x=y' },
      envVars: true,
      junit: 'out.xml',
      format: 'text',
      help: false,
      rest: ['--timeout', '5', '--', 'node', 's.js'],
    });
    expect(readRunArgs(['--cli', 'load'])).toBeUndefined();
  });

  it('refuses what it cannot use, saying why', () => {
    expect(() => readRunArgs(['run', '--', 'node'])).toThrow('run needs a collection file');
    expect(() => readRunArgs(['run', '', '--', 'node'])).toThrow('run needs a collection file');
    expect(() => readRunArgs(['run', 'f.json', '--var', 'novalue'])).toThrow('expected NAME=VALUE');
    expect(() => readRunArgs(['run', 'f.json', '--var', 'a=1', '--var', 'a=2'])).toThrow('--var a was given twice');
    expect(() => readRunArgs(['run', 'f.json', '--method', 'ping'])).toThrow('--method does not apply');
    expect(() => readRunArgs(['run', 'f.json', '--format', 'xml'])).toThrow('expected text or json');
  });
});
