import { isRec, readContentBlock, unknownBlock } from '../../../components/content/read-content.ts';
import type { ContentView } from '../../../components/content/read-content.ts';

export interface PromptMessageView {
  /** The role to show: the role itself, the JSON of one that is not a string, or "(no role)". */
  role: string;
  /** Usually one block; an array content (not in the protocol) shows each of its items. */
  blocks: ContentView[];
}

/** A prompts/get result read for display: every message with its content, whatever its type, and what is off. */
export interface PromptResultView {
  description?: string;
  messages: PromptMessageView[];
  notes: string[];
  /** Members other than description and messages. */
  otherFields: Record<string, unknown>;
  notAnObject?: { value: unknown };
}

function roleOf(message: Readonly<Record<string, unknown>>, where: string, notes: string[]): string {
  const role = message['role'];
  if (role === 'user' || role === 'assistant') return role;
  if (role === undefined) {
    notes.push(`${where}: "role" is missing`);
    return '(no role)';
  }
  notes.push(
    typeof role === 'string'
      ? `${where}: role "${role}" is neither user nor assistant`
      : `${where}: "role" is not a string`,
  );
  return typeof role === 'string' ? role : (JSON.stringify(role) ?? String(role));
}

function readMessage(message: unknown, index: number, notes: string[]): PromptMessageView {
  const where = `messages[${index}]`;
  if (!isRec(message)) {
    notes.push(`${where} is not an object`);
    return { role: '(not an object)', blocks: [unknownBlock(message, 'Message is not an object')] };
  }
  const role = roleOf(message, where, notes);
  const content = message['content'];
  if (content === undefined || content === null) {
    notes.push(`${where}: "content" is ${content === null ? 'null' : 'missing'}`);
    return {
      role,
      blocks: [unknownBlock(content, content === null ? 'The content is null' : 'The message has no content')],
    };
  }
  if (Array.isArray(content)) {
    notes.push(`${where}: "content" is an array; a prompt message holds one content block`);
    return { role, blocks: content.map(readContentBlock) };
  }
  return { role, blocks: [readContentBlock(content)] };
}

export function readPromptResult(result: unknown): PromptResultView {
  if (!isRec(result))
    return {
      messages: [],
      notes: ['The result is not a JSON object'],
      otherFields: {},
      notAnObject: { value: result },
    };
  const notes: string[] = [];
  const rawMessages = result['messages'];
  let messages: PromptMessageView[] = [];
  if (Array.isArray(rawMessages)) messages = rawMessages.map((message, index) => readMessage(message, index, notes));
  else if (rawMessages === undefined) notes.push('The result has no "messages" array');
  else {
    notes.push('"messages" is not an array');
    messages = [{ role: '(not an array)', blocks: [unknownBlock(rawMessages, '"messages" is not an array')] }];
  }
  const description = result['description'];
  if (description !== undefined && typeof description !== 'string') notes.push('"description" is not a string');
  const otherFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result))
    if (key !== 'messages' && key !== 'description') otherFields[key] = value;
  return {
    ...(description !== undefined
      ? {
          description:
            typeof description === 'string' ? description : (JSON.stringify(description) ?? String(description)),
        }
      : {}),
    messages,
    notes,
    otherFields,
  };
}
