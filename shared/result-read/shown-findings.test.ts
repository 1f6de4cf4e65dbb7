import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import { shownResultFindings } from './shown-findings.ts';

const strict: Finding = {
  rule: 'result-schema',
  severity: 'error',
  pointer: '/result/messages',
  source: '2025-11-25',
  message: 'messages: expected array, received string',
};

describe('shownResultFindings', () => {
  it('reads the result with its method\u2019s reader and lists each place once', () => {
    expect(shownResultFindings('prompts/get', { messages: 'x' }, [strict]).map((finding) => finding.message)).toEqual([
      '"messages" is not an array',
    ]);
    expect(shownResultFindings('resources/read', {}, []).map((finding) => finding.rule)).toEqual([
      'result-member-missing',
    ]);
    expect(shownResultFindings('tools/call', { content: [] }, [])).toEqual([]);
  });

  it('keeps the strict findings as they are for a method without a reader', () => {
    expect(shownResultFindings('completion/complete', { messages: 'x' }, [strict, strict])).toEqual([strict]);
  });
});
