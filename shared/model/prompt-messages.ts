import { isRecord } from '../lib/guards.ts';

/** A message of a conversation as text, the form `Conversation.insertMessages` takes. */
export interface TextMessage {
  role: 'user' | 'assistant';
  text: string;
}

/**
 * A prompts/get result's messages as the conversation inserts them: each
 * message's text, an embedded resource's text, and other blocks (images,
 * audio, links) named in brackets so the model knows they were there. A
 * message with a role other than user or assistant is sent as the user's.
 */
export function promptMessages(result: unknown): TextMessage[] {
  const messages = isRecord(result) && Array.isArray(result.messages) ? result.messages : [];
  return messages.flatMap((message): TextMessage[] => {
    if (!isRecord(message)) return [];
    const blocks = Array.isArray(message.content) ? message.content : [message.content];
    const text = blocks.map(blockText).filter(Boolean).join('\n');
    return [{ role: message.role === 'assistant' ? 'assistant' : 'user', text }];
  });
}

function blockText(block: unknown): string {
  if (!isRecord(block)) return '';
  if (block.type === 'text') return typeof block.text === 'string' ? block.text : '';
  if (block.type === 'resource' && isRecord(block.resource)) {
    const { uri, text } = block.resource;
    return typeof text === 'string'
      ? `<resource uri="${String(uri)}">\n${text}\n</resource>`
      : `[resource ${String(uri)}]`;
  }
  if (block.type === 'resource_link') return `[resource link ${String(block.uri)}]`;
  return `[${String(block.type)}${typeof block.mimeType === 'string' ? ` ${block.mimeType}` : ''}]`;
}
