import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import { mergeResultFindings } from './merge-result-findings.ts';
import { readToolResult } from './read-tool-result.ts';

const strict = (pointer: string, message: string): Finding => ({
  rule: 'result-schema',
  severity: 'error',
  pointer,
  source: '2025-11-25',
  message,
});
const messages = (findings: readonly Finding[]) => findings.map((finding) => finding.message);

describe('mergeResultFindings', () => {
  it('keeps the strict findings, then the reader\u2019s about anywhere else', () => {
    expect(messages(mergeResultFindings([], readToolResult({}).findings))).toEqual([
      'The result has no "content" array',
    ]);
    expect(
      messages(
        mergeResultFindings(
          [strict('/result/content/0', 'content[0]: bad')],
          readToolResult({ content: [], isError: 1 }).findings,
        ),
      ),
    ).toEqual(['content[0]: bad', '"isError" is not a boolean']);
  });

  it('lists a place once: the reader\u2019s finding takes the place of the strict one at the same pointer', () => {
    const reading = readToolResult({ content: [], isError: 'yes' }).findings;
    expect(
      messages(
        mergeResultFindings(
          [
            strict('/result/content/0', 'content[0]: bad'),
            strict('/result/isError', 'isError: expected boolean, received string'),
          ],
          reading,
        ),
      ),
    ).toEqual(['content[0]: bad', '"isError" is not a boolean']);
    expect(
      messages(
        mergeResultFindings(
          [strict('/result', 'result: expected object, received string')],
          readToolResult('x').findings,
        ),
      ),
    ).toEqual(['The result is not a JSON object']);
    expect(
      messages(
        mergeResultFindings(
          [
            strict('/result/content', 'content: expected array, received null'),
            strict('/result/content', 'content: again'),
          ],
          readToolResult({ content: null }).findings,
        ),
      ),
    ).toEqual(['"content" is not an array']);
    expect(messages(mergeResultFindings([strict('/result/a', 'a: x'), strict('/result/a', 'a: x')], []))).toEqual([
      'a: x',
    ]);
  });

  it('keeps strict findings deeper in a member, or at a member whose name starts the same', () => {
    const reading = readToolResult({ content: 'text' }).findings;
    expect(messages(mergeResultFindings([strict('/result/content/1', 'content[1]: bad')], reading))).toEqual([
      'content[1]: bad',
      '"content" is not an array',
    ]);
    expect(messages(mergeResultFindings([strict('/result/contentType', 'contentType: odd')], reading))).toEqual([
      'contentType: odd',
      '"content" is not an array',
    ]);
  });

  it('matches by place, not by words: a sentence that quotes another member replaces nothing there', () => {
    const reading = readToolResult({}).findings;
    expect(messages(mergeResultFindings([strict('/result/isError', 'isError: "content" odd')], reading))).toEqual([
      'isError: "content" odd',
      'The result has no "content" array',
    ]);
  });
});
