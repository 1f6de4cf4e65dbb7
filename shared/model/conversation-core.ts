import type { ModelMessage, ToolSet } from 'ai';
import type { NoticeEntry, ToolCallEntry } from './conversation-entry.ts';
import type { ConversationOptions } from './conversation-options.ts';
import { ConversationStore } from './conversation-store.ts';
import { modelToolSet, offeredTools, type OfferedTools } from './offered-tools.ts';
import { defaultSystemPrompt } from './system-prompt.ts';

/**
 * What the parts of a conversation share: its options, its state, what the
 * model is sent, the tools offered, and the few words every part may say
 * (a notice, Stop, the server gone). The step runner, the tool-call round
 * and the fault handling each take this, so none of them reaches into
 * another.
 */
export class ConversationCore {
  readonly options: ConversationOptions;
  readonly now: () => number;
  readonly store: ConversationStore;
  /** What the model is sent, message by message: only complete steps and their tool results. */
  readonly messages: ModelMessage[] = [];
  readonly appContext = new Map<string, string>();
  /** The tools as listed, or undefined until they are (tools/list is asked before the first step). */
  listed: readonly unknown[] | undefined;
  offered: OfferedTools | undefined;
  toolSet: ToolSet = {};
  #nextId = 1;

  constructor(options: ConversationOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.listed = options.tools;
    if (options.tools) this.offer(options.tools);
    const instructions = options.session.state.getSnapshot().server?.instructions;
    this.store = new ConversationStore({
      status: 'idle',
      systemPrompt: options.systemPrompt ?? defaultSystemPrompt(instructions),
      autoApprove: options.autoApprove ?? false,
      turn: 0,
      step: 0,
      totals: Object.freeze({ inputTokens: 0, outputTokens: 0 }),
      ...(this.offered ? { tools: this.offered } : {}),
    });
  }

  /** The tools the next step offers, from a listing. */
  offer(listed: readonly unknown[]): void {
    this.offered = offeredTools(listed);
    this.toolSet = modelToolSet(this.offered.tools);
  }

  /** The system prompt as sent: the person's, then each app's context. */
  system(): string {
    const { systemPrompt } = this.store.snapshot;
    if (!this.appContext.size) return systemPrompt;
    const context = [...this.appContext].map(([key, text]) => `Context from ${key}:\n${text}`).join('\n\n');
    return `${systemPrompt}\n\n${context}`;
  }

  id(prefix: string): string {
    return `${prefix}${this.#nextId++}`;
  }

  notice(
    level: NoticeEntry['level'],
    reason: NoticeEntry['reason'],
    message: string,
    step?: number,
    extra: { status?: number; retryAfterMs?: number } = {},
  ): void {
    const entry: NoticeEntry = {
      kind: 'notice',
      id: this.id('n'),
      turn: this.store.snapshot.turn,
      ...(step !== undefined ? { step } : {}),
      level,
      reason,
      message,
      ...extra,
    };
    this.store.update({}, [entry]);
  }

  /** Says the turn was stopped (once); always false, for `return core.stopped()`. */
  stopped(step: number | undefined): false {
    const last = this.store.snapshot.entries.at(-1);
    if (!(last?.kind === 'notice' && last.reason === 'stopped'))
      this.notice('info', 'stopped', 'Stopped by you: the model and any running tool call were cancelled.', step);
    return false;
  }

  /** Why the session has no server any more, or undefined while it is connected. */
  serverGone(): string | undefined {
    const state = this.options.session.state.getSnapshot();
    if (state.status === 'connected') return undefined;
    return state.reason ?? `the session is ${state.status}`;
  }

  setCall(call: ToolCallEntry, change: Partial<ToolCallEntry>): void {
    const current = this.store.entry(call.id);
    if (current?.kind === 'tool-call') this.store.replace(current, change);
  }
}
