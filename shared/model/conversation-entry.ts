import type { Finding } from '../diagnose/finding.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { ModelChoice } from './model-choice.ts';
import type { OfferedTools } from './offered-tools.ts';

/**
 * A conversation as a person reads it: what they said, what each model
 * step streamed, each tool call the model made (as it made it and as it
 * ran), and what went wrong. Entries are frozen; one that changes (a step
 * still streaming, a call awaiting approval) is replaced by a new object at
 * its place.
 */
export type ConversationEntry = UserEntry | ModelStepEntry | ToolCallEntry | NoticeEntry;

/** A resource attached to a message: its text goes to the model with the message. */
export interface Attachment {
  uri: string;
  /** The resource's text as read (a blob is named, not sent). */
  text: string;
  mimeType?: string;
}

export interface UserEntry {
  readonly kind: 'user';
  readonly id: string;
  /** The turn this message starts (from 1). */
  readonly turn: number;
  readonly text: string;
  readonly attachments?: readonly Attachment[];
  /** Who wrote it: the person, an MCP App's view (`ui/message`), or a prompt inserted from the server. */
  readonly from: 'person' | 'app' | 'prompt';
}

export interface StepUsage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  /** In the provider's currency (USD for OpenRouter), only when the provider reports it. */
  readonly cost?: number;
}

export interface StepTiming {
  /** When the request left, on the engine's clock. */
  readonly startedAt: number;
  /** From the request to the first text or tool call streamed back. */
  readonly firstTokenMs?: number;
  /** From the request to the step's end (or failure). */
  readonly totalMs?: number;
}

/** One call to the model: a streamed answer, with the tool calls it asked for. */
export interface ModelStepEntry {
  readonly kind: 'model-step';
  readonly id: string;
  /** Numbered across the conversation, from 1: the log's lane and each tool call point at it. */
  readonly step: number;
  readonly turn: number;
  readonly model: ModelChoice;
  readonly text: string;
  readonly status: 'streaming' | 'done' | 'failed' | 'stopped';
  /** As the library names it: `stop`, `tool-calls`, `length`, `content-filter`, `other`. */
  readonly finishReason?: string;
  /** The ids of the tool-call entries this step made, in order. */
  readonly toolCallIds: readonly string[];
  readonly usage?: StepUsage;
  readonly timing: StepTiming;
  /** The request body as sent (never a key: keys travel in headers, and key-like fields are blanked). */
  readonly request?: unknown;
  /** What the provider library warned about this call (a setting it ignored, say). */
  readonly warnings?: readonly string[];
}

export type ToolCallStatus =
  | 'awaiting-approval' // waits for the person's Approve or Deny
  | 'running'
  | 'done' // ran; `outcome` says how
  | 'denied'
  | 'stopped' // the person stopped the turn before or while it ran
  | 'not-run'; // the turn limit came first, or the server was gone

/** One tool call the model asked for, as it asked and as it ran. */
export interface ToolCallEntry {
  readonly kind: 'tool-call';
  /** The engine's id for the call, unique in the conversation: `approve(id)` and `deny(id)` take it. */
  readonly id: string;
  /** The model's own id for the call (`call_…`, `toolu_…`); some local servers reuse them from step to step. */
  readonly callId: string;
  readonly step: number;
  readonly turn: number;
  readonly toolName: string;
  /** The arguments exactly as the model sent them, as text. */
  readonly argsText: string;
  /** The arguments as sent to the server (the person's edit, when approved with one); absent when they are not an object. */
  readonly args?: Record<string, unknown>;
  /** What is wrong with the call itself: the model's fault (`cause: 'model'`), never the server's. */
  readonly findings: readonly Finding[];
  /** Why the call waits for the person even under automatic approval: it has findings. */
  readonly held?: string;
  readonly status: ToolCallStatus;
  /** Why a call was not run, or was denied. */
  readonly note?: string;
  /** What the server answered, judged as the form's call is. */
  readonly outcome?: CallOutcome;
  readonly taskId?: string;
  /** The tag its tools/call went with, naming the conversation and step. */
  readonly tag: string;
}

export type NoticeReason =
  | 'model-choice' // the choice is incomplete (no model id, no base URL)
  | 'no-key' // the provider needs a key and has none
  | 'provider-unreachable'
  | 'unauthorized' // 401 / 403
  | 'rate-limited' // 429: waiting as retry-after asks, or given up
  | 'stream-cut'
  | 'output-limit' // the answer stopped at the output token limit
  | 'provider-error' // any other error the provider answered
  | 'turn-limit'
  | 'server-gone'
  | 'tools-unlisted' // tools/list failed, so the model could not be offered the tools
  | 'stopped';

/** Something the person should know about the turn: a fault, with its cause named, or a limit reached. */
export interface NoticeEntry {
  readonly kind: 'notice';
  readonly id: string;
  readonly turn: number;
  /** The step it concerns, when one. */
  readonly step?: number;
  readonly level: 'error' | 'warning' | 'info';
  readonly reason: NoticeReason;
  readonly message: string;
  /** The provider's status code, when it answered one. */
  readonly status?: number;
  /** For a 429: how long the provider asked to wait. */
  readonly retryAfterMs?: number;
}

/** Tokens and cost over the whole conversation. */
export interface ConversationTotals {
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** Only when every step that reported usage reported a cost too. */
  readonly cost?: number;
}

export type ConversationStatus =
  | 'idle'
  | 'streaming' // a model step is streaming
  | 'awaiting-approval' // a tool call waits for Approve or Deny
  | 'running-tool'
  | 'waiting-retry'; // a 429's retry-after is being honoured

export interface ConversationState {
  readonly entries: readonly ConversationEntry[];
  readonly status: ConversationStatus;
  /** Shown and editable; sent with every step. */
  readonly systemPrompt: string;
  readonly autoApprove: boolean;
  /** The last turn started (0 before the first message). */
  readonly turn: number;
  /** The last step numbered (0 before the first). */
  readonly step: number;
  readonly totals: ConversationTotals;
  /** The tools the model is offered, and those left out with why; undefined until first learnt. */
  readonly tools?: OfferedTools;
}
