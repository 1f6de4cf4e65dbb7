import { describe, expect, it } from 'vitest';
import { readRecordArgs } from './record-args.ts';

describe('readRecordArgs', () => {
  it('leaves other command lines alone', () => {
    expect(readRecordArgs(['--method', 'tools/list', '--', 'node', 's.js'])).toBeUndefined();
  });

  it('records the checkup by default, and the server and its options go on', () => {
    expect(readRecordArgs(['record', '--out', 'r.jsonl', '--timeout', '5', '--', 'node', 's.js'])).toEqual({
      kind: 'record',
      out: 'r.jsonl',
      steps: ['check'],
      help: false,
      rest: ['--timeout', '5', '--', 'node', 's.js'],
    });
  });

  it('takes a list of methods; the one that takes options becomes --method for them', () => {
    expect(
      readRecordArgs(['record', '--out=r', '--methods', 'tools/list,tools/call', '--tool', 'echo', 'http://x/mcp']),
    ).toMatchObject({
      steps: ['tools/list', 'tools/call'],
      rest: ['--method', 'tools/call', '--tool', 'echo', 'http://x/mcp'],
    });
  });

  it('says what is wrong', () => {
    expect(() => readRecordArgs(['record', '--', 'node'])).toThrow('record needs --out LOG');
    expect(() => readRecordArgs(['record', '--out', 'r', '--methods', 'tools/list,raw'])).toThrow(
      /--methods "tools\/list,raw": expected a list of check, initialize/,
    );
    expect(() => readRecordArgs(['record', '--out', 'r', '--methods', 'tools/call,prompts/get'])).toThrow(
      '--methods: at most one of tools/call, resources/read, prompts/get, completion/complete',
    );
  });
});
