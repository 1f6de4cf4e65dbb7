import type { Finding } from '../diagnose/finding.ts';
import { mergeResultFindings } from './merge-result-findings.ts';
import { readPromptResult } from './read-prompt-result.ts';
import { readResourceResult } from './read-resource-result.ts';
import { readToolResult } from './read-tool-result.ts';

/** The methods whose results are read for display, and their readers. */
const readers: Readonly<Record<string, (result: unknown) => { findings: readonly Finding[] }>> = {
  'tools/call': readToolResult,
  'resources/read': readResourceResult,
  'prompts/get': readPromptResult,
};

/**
 * What is listed as wrong with a result, as the page lists it beside the
 * result (the Result of a tool, a resource's contents, a prompt's
 * messages): the strict findings made of it, each place said once, the
 * display reader's plainer sentence taking the strict one's place. The
 * command line reports the same list, so the two never tell a result apart.
 */
export function shownResultFindings(method: string, result: unknown, strict: readonly Finding[]): Finding[] {
  const read = readers[method];
  return mergeResultFindings(strict, read ? read(result).findings : []);
}
