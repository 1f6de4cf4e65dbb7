import { isRecord } from '../lib/guards.ts';
import type { AppMessage } from './app-messages-store.ts';

/** How long a one-line summary may be: a row, not the message (its JSON is one click away). */
export const SUMMARY_CHARS = 240;

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_CHARS ? `${flat.slice(0, SUMMARY_CHARS)}…` : flat;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The text items of a ui/message's content, else its JSON. */
function messageText(params: Record<string, unknown>): string {
  const content = Array.isArray(params.content) ? params.content : [params.content];
  const texts = content.flatMap((item) => (isRecord(item) && typeof item.text === 'string' ? [item.text] : []));
  return texts.length > 0 ? texts.join(' ') : json(params);
}

/**
 * One line for a message of a view: a log's level, logger and data; a
 * ui/message's role and text. Anything else (the view may send any shape)
 * is its JSON, cut.
 */
export function appMessageSummary(message: Pick<AppMessage, 'kind' | 'params'>): string {
  const { params } = message;
  if (!isRecord(params)) return oneLine(json(params));
  if (message.kind === 'log') {
    const level = typeof params.level === 'string' ? params.level : '?';
    const logger = typeof params.logger === 'string' ? ` ${params.logger}` : '';
    const data = typeof params.data === 'string' ? params.data : json(params.data);
    return oneLine(`${level}${logger}: ${data}`);
  }
  const role = typeof params.role === 'string' ? `${params.role}: ` : '';
  return oneLine(`${role}${messageText(params)}`);
}
