import type { ModelMessage, ToolResultPart } from 'ai';
import type { SamplingMessageView } from '../inbox/read-sampling.ts';
import { isRecord } from '../lib/guards.ts';

type UserPart = Exclude<Extract<ModelMessage, { role: 'user' }>['content'], string>[number];
type AssistantPart = Exclude<Extract<ModelMessage, { role: 'assistant' }>['content'], string>[number];

/**
 * A sampling request's messages as the library's: text, images and audio
 * as they are; an assistant's `tool_use` as its tool call and a user's
 * `tool_result` as the tool's answer (2025-11-25 sampling with tools). A
 * block the model cannot take is named in text, never dropped silently.
 */
export function samplingMessages(messages: readonly SamplingMessageView[]): ModelMessage[] {
  const toolNames = new Map<string, string>();
  const out: ModelMessage[] = [];
  for (const message of messages) {
    if (message.role === 'assistant') {
      const content: AssistantPart[] = message.content.map((block) => {
        if (isRecord(block) && block.type === 'tool_use' && typeof block.id === 'string') {
          const name = typeof block.name === 'string' ? block.name : String(block.name);
          toolNames.set(block.id, name);
          return { type: 'tool-call', toolCallId: block.id, toolName: name, input: block.input ?? {} };
        }
        return { type: 'text', text: blockText(block) };
      });
      out.push({ role: 'assistant', content });
      continue;
    }
    const results: ToolResultPart[] = [];
    const parts: UserPart[] = [];
    for (const block of message.content) {
      if (isRecord(block) && block.type === 'tool_result' && typeof block.toolUseId === 'string') {
        const text = (Array.isArray(block.content) ? block.content : [block.content]).map(blockText).join('\n');
        results.push({
          type: 'tool-result',
          toolCallId: block.toolUseId,
          toolName: toolNames.get(block.toolUseId) ?? 'unknown',
          output: block.isError === true ? { type: 'error-text', value: text } : { type: 'text', value: text },
        });
      } else parts.push(userPart(block));
    }
    if (results.length) out.push({ role: 'tool', content: results });
    if (parts.length) out.push({ role: 'user', content: parts });
  }
  return out;
}

function userPart(block: unknown): UserPart {
  if (isRecord(block) && typeof block.data === 'string' && typeof block.mimeType === 'string') {
    if (block.type === 'image') return { type: 'image', image: block.data, mediaType: block.mimeType };
    if (block.type === 'audio') return { type: 'file', data: block.data, mediaType: block.mimeType };
  }
  return { type: 'text', text: blockText(block) };
}

function blockText(block: unknown): string {
  if (!isRecord(block)) return String(block);
  if (block.type === 'text' && typeof block.text === 'string') return block.text;
  if (block.type === 'resource' && isRecord(block.resource) && typeof block.resource.text === 'string')
    return block.resource.text;
  return `[${String(block.type)} block]`;
}
