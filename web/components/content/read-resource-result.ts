import { isRec, readResourceContents, unknownBlock } from './read-content.ts';
import type { ContentView } from './read-content.ts';

/** A resources/read result read for display: each contents entry, and what is off about the whole. */
export interface ResourceReadView {
  contents: ContentView[];
  notes: string[];
  /** Members other than contents (_meta, anything new). */
  otherFields: Record<string, unknown>;
  notAnObject?: { value: unknown };
}

export function readResourceResult(result: unknown): ResourceReadView {
  if (!isRec(result))
    return {
      contents: [],
      notes: ['The result is not a JSON object'],
      otherFields: {},
      notAnObject: { value: result },
    };
  const notes: string[] = [];
  const raw = result['contents'];
  let contents: ContentView[] = [];
  if (Array.isArray(raw)) contents = raw.map(readResourceContents);
  else if (raw === undefined) notes.push('The result has no "contents" array');
  else {
    notes.push('"contents" is not an array');
    contents = [unknownBlock(raw, '"contents" is not an array')];
  }
  const otherFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) if (key !== 'contents') otherFields[key] = value;
  return { contents, notes, otherFields };
}
