import { describe, expect, it } from 'vitest';
import { readJudgeVerdict } from './judge-verdict.ts';

describe('readJudgeVerdict', () => {
  it('reads the JSON asked for', () => {
    expect(readJudgeVerdict('{"pass": true, "reason": "It quotes the result."}')).toEqual({
      passed: true,
      reason: 'It quotes the result.',
    });
    expect(readJudgeVerdict('{"pass": false, "reason": " Invents a number. "}')).toEqual({
      passed: false,
      reason: 'Invents a number.',
    });
  });

  it('finds the JSON in prose or a code fence', () => {
    expect(readJudgeVerdict('Here is my verdict:\n```json\n{"pass": false, "reason": "No."}\n```')).toEqual({
      passed: false,
      reason: 'No.',
    });
  });

  it('reads a plain PASS or FAIL when there is no JSON', () => {
    expect(readJudgeVerdict('PASS: it is polite')).toEqual({ passed: true, reason: 'it is polite' });
    expect(readJudgeVerdict('**FAIL** - it deleted a file')).toEqual({ passed: false, reason: 'it deleted a file' });
    expect(readJudgeVerdict('fail')).toEqual({ passed: false, reason: '(no reason given)' });
  });

  it('reads nothing else as a verdict', () => {
    expect(readJudgeVerdict('I think it is fine')).toBeUndefined();
    expect(readJudgeVerdict('{"pass": "yes"}')).toBeUndefined();
    expect(readJudgeVerdict('')).toBeUndefined();
    expect(readJudgeVerdict('PASSWORD')).toBeUndefined();
  });
});
