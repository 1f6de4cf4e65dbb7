import type { Finding } from '../diagnose/finding.ts';
import { isRec, readBlocks, readResourceContents, unknownBlock } from './read-content.ts';
import type { ContentView } from './read-content.ts';
import { shapeFinding } from './shape-finding.ts';

/** A resources/read result read for display: each contents entry, and what is off about the whole. */
export interface ResourceReadView {
  contents: ContentView[];
  /** Where the result's own shape is off (each entry's findings stay on the entry). */
  findings: Finding[];
  /** Members other than contents (_meta, anything new). */
  otherFields: Record<string, unknown>;
  notAnObject?: { value: unknown };
}

export function readResourceResult(result: unknown): ResourceReadView {
  if (!isRec(result))
    return {
      contents: [],
      findings: [shapeFinding('result-not-object', '/result', 'The result is not a JSON object')],
      otherFields: {},
      notAnObject: { value: result },
    };
  const findings: Finding[] = [];
  const raw = result['contents'];
  let contents: ContentView[] = [];
  if (Array.isArray(raw)) contents = readBlocks(raw, '/result/contents', readResourceContents);
  else if (raw === undefined)
    findings.push(shapeFinding('result-member-missing', '/result/contents', 'The result has no "contents" array'));
  else {
    const finding = shapeFinding('result-member-type', '/result/contents', '"contents" is not an array');
    findings.push(finding);
    contents = [unknownBlock(raw, finding)];
  }
  const otherFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) if (key !== 'contents') otherFields[key] = value;
  return { contents, findings, otherFields };
}
