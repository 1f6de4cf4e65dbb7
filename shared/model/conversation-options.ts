import type { CallHistory } from '../call-history/call-history.ts';
import type { Schedule } from '../lib/batched-listeners.ts';
import type { ToolCallSession } from '../tool-call/run-tool-call.ts';
import type { Attachment, UserEntry } from './conversation-entry.ts';
import type { ModelAccess } from './model-access.ts';
import type { ModelChoice } from './model-choice.ts';

export interface ConversationOptions {
  /** The session whose server's tools the model uses; its calls run as the form's do. */
  session: ToolCallSession;
  choice: ModelChoice;
  access: ModelAccess;
  /** The tools exactly as listed; when left out, tools/list is asked (every page) before the first step. */
  tools?: readonly unknown[];
  /** The system prompt to start with; by default the host's prompt and the server's instructions. */
  systemPrompt?: string;
  /** Runs the model's tool calls without asking (a call with findings is still held for the person). */
  autoApprove?: boolean;
  /** The most model steps one message may lead to (default 10): a model calling tools in a loop is stopped there. */
  maxSteps?: number;
  /** Where each tool call is kept, as the form's calls are. */
  history?: Pick<CallHistory, 'record'>;
  /** Names this conversation in each tools/call's tag (`model step 3`); default `model`. */
  tag?: string;
  maxOutputTokens?: number;
  temperature?: number;
  /** When streamed text is shown: every change in between is kept and shown at once (default: 50 ms later). */
  schedule?: Schedule;
  /** Awaited between slices of a fast stream so the page stays responsive (the next task by default). */
  pause?: () => Promise<void>;
  now?: () => number;
  /** Waits for a 429's retry-after; resolves early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The longest retry-after honoured (default 60 s); a longer one is said, not waited for. */
  maxRetryWaitMs?: number;
}

/** What `send` takes besides the text. */
export interface SendOptions {
  attachments?: readonly Attachment[];
  /** Who wrote the message (default the person). */
  from?: UserEntry['from'];
}
