import type { ToolResultPart } from 'ai';
import { isRecord } from '../lib/guards.ts';
import type { CallOutcome } from '../session/call-outcome.ts';

/** The most of one tool result a model is sent: a 20 MB result would fill any context window. */
export const MAX_TOOL_OUTPUT_CHARS = 100_000;

type Output = ToolResultPart['output'];

/**
 * A tool's outcome as a host gives it back to the model: the text of its
 * content blocks (other blocks named), its structuredContent when it has no
 * text, and errors as error text, so the model can recover from them.
 */
export function toolOutputForModel(outcome: CallOutcome): Output {
  if (outcome.kind === 'cancelled') return { type: 'error-text', value: 'The call was cancelled.' };
  if (outcome.kind === 'error')
    return {
      type: 'error-text',
      value: clip(`Error${outcome.code !== undefined ? ` ${outcome.code}` : ''}: ${outcome.message}`),
    };
  const result = isRecord(outcome.result) ? outcome.result : {};
  const content = Array.isArray(result.content) ? result.content : [];
  const texts = content.map(blockText).filter((text) => text !== '');
  if (!texts.length && result.structuredContent !== undefined) texts.push(JSON.stringify(result.structuredContent));
  const value = clip(texts.join('\n') || '(the tool returned no content)');
  return result.isError === true ? { type: 'error-text', value } : { type: 'text', value };
}

function blockText(block: unknown): string {
  if (!isRecord(block)) return '';
  switch (block.type) {
    case 'text':
      return typeof block.text === 'string' ? block.text : '';
    case 'resource': {
      const resource = isRecord(block.resource) ? block.resource : {};
      return typeof resource.text === 'string' ? resource.text : `[resource ${String(resource.uri)}]`;
    }
    case 'resource_link':
      return `[resource link ${String(block.uri)}${typeof block.name === 'string' ? ` (${block.name})` : ''}]`;
    default:
      return `[${String(block.type)}${typeof block.mimeType === 'string' ? ` ${block.mimeType}` : ''}]`;
  }
}

function clip(text: string): string {
  return text.length > MAX_TOOL_OUTPUT_CHARS
    ? `${text.slice(0, MAX_TOOL_OUTPUT_CHARS)}\n[… ${text.length - MAX_TOOL_OUTPUT_CHARS} more characters not sent to the model]`
    : text;
}
