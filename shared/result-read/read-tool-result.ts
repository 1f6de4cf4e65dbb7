import type { Finding } from '../diagnose/finding.ts';
import { isRec, readBlocks, unknownBlock } from './read-content.ts';
import type { ContentView } from './read-content.ts';
import { shapeFinding } from './shape-finding.ts';

/** A tools/call result read for display; see readContentBlock for how content is read. */
export type ToolResultView = {
  content: ContentView[];
  isError: boolean;
  structuredContent?: { value: unknown };
  /** Members other than content, structuredContent and isError (_meta, anything new). */
  otherFields: Record<string, unknown>;
  /** Where the result's own shape is off, as read for display (each block's findings stay on the block). */
  findings: Finding[];
  /** The result itself when it is not an object at all. */
  notAnObject?: { value: unknown };
};

const KNOWN = new Set(['content', 'structuredContent', 'isError']);

export function readToolResult(result: unknown): ToolResultView {
  if (!isRec(result)) {
    return {
      content: [],
      isError: false,
      otherFields: {},
      findings: [shapeFinding('result-not-object', '/result', 'The result is not a JSON object')],
      notAnObject: { value: result },
    };
  }
  const findings: Finding[] = [];
  const rawContent = result['content'];
  let content: ContentView[] = [];
  if (Array.isArray(rawContent)) content = readBlocks(rawContent, '/result/content');
  else if (rawContent === undefined) {
    // Legacy 2024-10-07 results carried `toolResult` instead; other fields show it either way.
    if (!Object.hasOwn(result, 'toolResult'))
      findings.push(shapeFinding('result-member-missing', '/result/content', 'The result has no "content" array'));
  } else {
    const finding = shapeFinding('result-member-type', '/result/content', '"content" is not an array');
    findings.push(finding);
    content = [unknownBlock(rawContent, finding)];
  }
  const isError = result['isError'] === true;
  if (Object.hasOwn(result, 'isError') && typeof result['isError'] !== 'boolean')
    findings.push(shapeFinding('result-member-type', '/result/isError', '"isError" is not a boolean'));
  const otherFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) if (!KNOWN.has(key)) otherFields[key] = value;
  return {
    content,
    isError,
    ...(Object.hasOwn(result, 'structuredContent')
      ? { structuredContent: { value: result['structuredContent'] } }
      : {}),
    otherFields,
    findings,
  };
}
