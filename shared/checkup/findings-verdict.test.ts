import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import { findingsVerdict } from './findings-verdict.ts';

const finding = (severity: Finding['severity'], message: string): Finding => ({
  rule: 'app-ui-meta',
  severity,
  pointer: '',
  source: 'test',
  message,
});

describe('a verdict made of findings', () => {
  it('fails on an error, saying the errors first and counting what it leaves out; the text has every one', () => {
    const judged = findingsVerdict(
      [finding('warning', 'w'), finding('error', 'a'), finding('error', 'b'), finding('error', 'c')],
      'fine',
      2,
    );
    expect(judged).toEqual({ result: 'fail', summary: 'a; b; and 1 more', text: 'a\nb\nc\nw' });
  });

  it('warns on warnings alone, and passes with its own sentence when nothing flags', () => {
    expect(findingsVerdict([finding('warning', 'w')], 'fine', 2)).toEqual({
      result: 'warning',
      summary: 'w',
      text: 'w',
    });
    expect(findingsVerdict([finding('info', 'i')], 'fine', 2)).toEqual({ result: 'pass', summary: 'fine' });
  });
});
