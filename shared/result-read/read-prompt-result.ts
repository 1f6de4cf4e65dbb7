import type { Finding } from '../diagnose/finding.ts';
import { isRec, pointerTo, readBlocks, readContentBlock, unknownBlock } from './read-content.ts';
import type { ContentView } from './read-content.ts';
import { shapeFinding } from './shape-finding.ts';

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
  /** Where the result's shape is off, messages included (each block's findings stay on the block). */
  findings: Finding[];
  /** Members other than description and messages. */
  otherFields: Record<string, unknown>;
  notAnObject?: { value: unknown };
}

function roleOf(message: Readonly<Record<string, unknown>>, index: number, at: string, findings: Finding[]): string {
  const role = message['role'];
  if (role === 'user' || role === 'assistant') return role;
  const where = `messages[${index}]`;
  const said =
    role === undefined
      ? `${where}: "role" is missing`
      : typeof role === 'string'
        ? `${where}: role "${role}" is neither user nor assistant`
        : `${where}: "role" is not a string`;
  findings.push(shapeFinding('prompt-message-role', `${at}/role`, said));
  if (role === undefined) return '(no role)';
  return typeof role === 'string' ? role : (JSON.stringify(role) ?? String(role));
}

function readMessage(message: unknown, index: number, findings: Finding[]): PromptMessageView {
  const at = pointerTo('/result/messages', index);
  const where = `messages[${index}]`;
  if (!isRec(message)) {
    findings.push(shapeFinding('prompt-message-content', at, `${where} is not an object`));
    return {
      role: '(not an object)',
      blocks: [unknownBlock(message, shapeFinding('content-block-unreadable', at, 'Message is not an object'))],
    };
  }
  const role = roleOf(message, index, at, findings);
  const content = message['content'];
  const contentAt = `${at}/content`;
  if (content === undefined || content === null) {
    findings.push(
      shapeFinding(
        'prompt-message-content',
        contentAt,
        `${where}: "content" is ${content === null ? 'null' : 'missing'}`,
      ),
    );
    const said = content === null ? 'The content is null' : 'The message has no content';
    return { role, blocks: [unknownBlock(content, shapeFinding('content-block-unreadable', contentAt, said))] };
  }
  if (Array.isArray(content)) {
    findings.push(
      shapeFinding(
        'prompt-message-content',
        contentAt,
        `${where}: "content" is an array; a prompt message holds one content block`,
      ),
    );
    return { role, blocks: readBlocks(content, contentAt) };
  }
  return { role, blocks: [readContentBlock(content, contentAt)] };
}

export function readPromptResult(result: unknown): PromptResultView {
  if (!isRec(result))
    return {
      messages: [],
      findings: [shapeFinding('result-not-object', '/result', 'The result is not a JSON object')],
      otherFields: {},
      notAnObject: { value: result },
    };
  const findings: Finding[] = [];
  const rawMessages = result['messages'];
  let messages: PromptMessageView[] = [];
  if (Array.isArray(rawMessages)) messages = rawMessages.map((message, index) => readMessage(message, index, findings));
  else if (rawMessages === undefined)
    findings.push(shapeFinding('result-member-missing', '/result/messages', 'The result has no "messages" array'));
  else {
    const finding = shapeFinding('result-member-type', '/result/messages', '"messages" is not an array');
    findings.push(finding);
    messages = [{ role: '(not an array)', blocks: [unknownBlock(rawMessages, finding)] }];
  }
  const description = result['description'];
  if (description !== undefined && typeof description !== 'string')
    findings.push(shapeFinding('result-member-type', '/result/description', '"description" is not a string'));
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
    findings,
    otherFields,
  };
}
