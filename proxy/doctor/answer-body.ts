import { isRecord, type Rec } from '../../shared/lib/guards.ts';
import { classifyText, classifyValue, type ClassifiedFrame, type JsonRpcId } from '../../shared/jsonrpc/classify.ts';
import type { Exchange } from './exchange.ts';

export type BodyKind = 'json-rpc' | 'sse-json-rpc' | 'html' | 'empty' | 'other';

export interface AnswerBody {
  kind: BodyKind;
  /** The JSON-RPC messages the body carried, batches unrolled. */
  messages: ClassifiedFrame[];
  /** The first characters of a body that is not JSON-RPC. */
  excerpt?: string;
}

const EXCERPT_LENGTH = 300;
const jsonRpcKinds = new Set(['request', 'notification', 'result', 'error']);

/** What an answer's body is, as a person would name it, and the JSON-RPC in it. */
export function readAnswer(exchange: Exchange): AnswerBody {
  if (exchange.mediaType === 'text/event-stream') {
    const messages = exchange.events
      .filter((event) => event.data.trim() !== '')
      .flatMap((event) => jsonRpcIn(event.data));
    if (messages.length > 0) return { kind: 'sse-json-rpc', messages };
    const raw = exchange.events.map((event) => event.data).join('\n');
    return raw.trim() === '' ? { kind: 'empty', messages } : { kind: 'other', messages, excerpt: excerpt(raw) };
  }
  const text = exchange.text;
  if (text.trim() === '') return { kind: 'empty', messages: [] };
  if (exchange.mediaType === 'text/html' || /^\s*<(!doctype html|html[\s>])/i.test(text))
    return { kind: 'html', messages: [], excerpt: excerpt(text) };
  const messages = jsonRpcIn(text);
  return messages.length > 0 ? { kind: 'json-rpc', messages } : { kind: 'other', messages, excerpt: excerpt(text) };
}

function jsonRpcIn(text: string): ClassifiedFrame[] {
  const frame = classifyText(text);
  const frames = frame.kind === 'batch' ? (frame.value as unknown[]).map((value) => classifyValue(value)) : [frame];
  return frames.filter((one) => jsonRpcKinds.has(one.kind) && (one.value as { jsonrpc?: unknown }).jsonrpc === '2.0');
}

export function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text;
}

export type JsonRpcAnswer = { result: Rec } | { error: Rec };

/** The answer to request `id` among the messages, if one came. */
export function answerTo(messages: readonly ClassifiedFrame[], id: JsonRpcId): JsonRpcAnswer | undefined {
  const frame = messages.find(
    (message) => (message.kind === 'result' || message.kind === 'error') && message.id === id,
  );
  if (!frame) return undefined;
  const value = frame.value as { result?: unknown; error?: unknown };
  if (frame.kind === 'error') return { error: isRecord(value.error) ? value.error : { message: String(value.error) } };
  return { result: isRecord(value.result) ? value.result : {} };
}

/** A JSON-RPC error with no id of ours (servers answer a request they could not read with `id: null`). */
export function strayError(messages: readonly ClassifiedFrame[]): Rec | undefined {
  const frame = messages.find((message) => message.kind === 'error' && message.id === undefined);
  const error = (frame?.value as { error?: unknown } | undefined)?.error;
  return isRecord(error) ? error : undefined;
}

/** An event whose data is the answer to request `id`: where to stop reading a stream. */
export function answersId(id: JsonRpcId): (event: { data: string }) => boolean {
  return (event) => {
    if (event.data.trim() === '') return false;
    return answerTo(jsonRpcIn(event.data), id) !== undefined;
  };
}

/** `-32601 Method not found` from a JSON-RPC error. */
export function errorWords(error: Rec): string {
  const code = typeof error.code === 'number' ? `${error.code} ` : '';
  return `${code}${typeof error.message === 'string' ? error.message : 'an error without a message'}`.trim();
}
