import { mcpSource, type Finding } from '../diagnose/finding.ts';

/**
 * What the display readers find off about a result's shape. Each rule has
 * one severity; the pointer is where, from the frame (`/result/content/0`),
 * so the page can put a reader's plain sentence in place of the strict
 * schema's finding at the same place.
 */
export const shapeRules = {
  /** The result is not a JSON object at all. */
  'result-not-object': 'error',
  /** A member the result type requires is absent (`content`, `contents`, `messages`). */
  'result-member-missing': 'error',
  /** A member has the wrong JSON type (`content` not an array, `isError` not a boolean). */
  'result-member-type': 'error',
  /** A content block (or contents entry) that cannot be shown as its type: shown raw. */
  'content-block-unreadable': 'error',
  /** An image or audio block without a string `mimeType`. */
  'content-mime-type': 'error',
  /** A resource contents entry whose `uri` or `mimeType` is missing or not a string. */
  'resource-contents-member': 'error',
  /** A resource contents entry with both `text` and `blob`: one is shown, the other is ambiguous. */
  'resource-contents-text-and-blob': 'warning',
  /** A prompt message whose `role` is missing or neither user nor assistant. */
  'prompt-message-role': 'error',
  /** A prompt message whose `content` is missing, null or an array. */
  'prompt-message-content': 'error',
} as const;

export type ShapeRule = keyof typeof shapeRules;

/** One finding of a display reader, at `at` (a JSON pointer from the frame), from the protocol's own schema. */
export function shapeFinding(rule: ShapeRule, at: string, message: string): Finding {
  return { rule, severity: shapeRules[rule], pointer: at, source: mcpSource(undefined), message };
}
