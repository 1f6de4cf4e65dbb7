import { isRecord } from '../lib/guards.ts';
import type { MockReplay } from './replay.ts';

/** What one incoming frame's text leads the mock to write, in order, and what it could not answer from the recording. */
export interface FrameReplies {
  readonly frames: readonly unknown[];
  readonly unmatched: readonly string[];
}

/**
 * The mock's side of one frame from the client: a request is answered from
 * the recording, a batch item by item (the answers in one array, the
 * notifications before it), a notification or a response needs nothing.
 * Text that is not JSON-RPC gets the JSON-RPC error for it.
 */
export function answerFrameText(replay: MockReplay, text: string): FrameReplies {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { frames: [rpcError(null, -32700, 'Parse error: the frame is not JSON')], unmatched: [] };
  }
  if (!Array.isArray(value)) return answerOne(replay, value);
  const notifications: unknown[] = [];
  const answers: unknown[] = [];
  const unmatched: string[] = [];
  for (const item of value) {
    const replies = answerOne(replay, item);
    for (const frame of replies.frames) (isRecord(frame) && 'id' in frame ? answers : notifications).push(frame);
    unmatched.push(...replies.unmatched);
  }
  return { frames: [...notifications, ...(answers.length ? [answers] : [])], unmatched };
}

function answerOne(replay: MockReplay, value: unknown): FrameReplies {
  if (!isRecord(value) || value.jsonrpc !== '2.0')
    return { frames: [rpcError(null, -32600, 'Invalid Request: not a JSON-RPC 2.0 message')], unmatched: [] };
  if (typeof value.method !== 'string') return { frames: [], unmatched: [] }; // a response to us: nothing to say
  if (!('id' in value)) return { frames: [], unmatched: [] }; // a notification (initialized, cancelled)
  const id = value.id;
  if (typeof id !== 'string' && typeof id !== 'number')
    return { frames: [rpcError(null, -32600, 'Invalid Request: the id is not a string or a number')], unmatched: [] };
  const replayed = replay.answer({ id, method: value.method, ...('params' in value ? { params: value.params } : {}) });
  return { frames: replayed.frames, unmatched: replayed.unmatched === undefined ? [] : [replayed.unmatched] };
}

function rpcError(id: null, code: number, message: string): Record<string, unknown> {
  return { jsonrpc: '2.0', id, error: { code, message } };
}
