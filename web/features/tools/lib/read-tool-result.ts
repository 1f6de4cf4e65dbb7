import { isRec, readContentBlock, unknownBlock } from '../../../components/content/read-content.ts';
import type { ContentView } from '../../../components/content/read-content.ts';

/** A tools/call result read for display; see readContentBlock for how content is read. */
export type ToolResultView = {
  content: ContentView[];
  isError: boolean;
  structuredContent?: { value: unknown };
  /** Members other than content, structuredContent and isError (_meta, anything new). */
  otherFields: Record<string, unknown>;
  /** Where the result's shape is off, as read for display. */
  notes: string[];
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
      notes: ['The result is not a JSON object'],
      notAnObject: { value: result },
    };
  }
  const notes: string[] = [];
  const rawContent = result['content'];
  let content: ContentView[] = [];
  if (Array.isArray(rawContent)) content = rawContent.map(readContentBlock);
  else if (rawContent === undefined) {
    // Legacy 2024-10-07 results carried `toolResult` instead; other fields show it either way.
    if (!Object.hasOwn(result, 'toolResult')) notes.push('The result has no "content" array');
  } else {
    notes.push('"content" is not an array');
    content = [unknownBlock(rawContent, '"content" is not an array')];
  }
  const isError = result['isError'] === true;
  if (Object.hasOwn(result, 'isError') && typeof result['isError'] !== 'boolean')
    notes.push('"isError" is not a boolean');
  const otherFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) if (!KNOWN.has(key)) otherFields[key] = value;
  return {
    content,
    isError,
    ...(Object.hasOwn(result, 'structuredContent')
      ? { structuredContent: { value: result['structuredContent'] } }
      : {}),
    otherFields,
    notes,
  };
}
