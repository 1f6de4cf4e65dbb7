import type { ModelMessage } from 'ai';
import type { Observable } from '../lib/observable.ts';
import { ConversationCore } from './conversation-core.ts';
import type { Attachment, ConversationEntry, ConversationState, UserEntry } from './conversation-entry.ts';
import type { ConversationOptions, SendOptions } from './conversation-options.ts';
import type { ModelChoice } from './model-choice.ts';
import type { TextMessage } from './prompt-messages.ts';
import { settledStep } from './step-faults.ts';
import { StepRunner } from './step-runner.ts';
import { ToolCallRound } from './tool-call-round.ts';

export type { ConversationOptions, SendOptions } from './conversation-options.ts';

/**
 * A conversation with one model over one session's tools, in steps of our
 * own: each step is one streamed model call (StepRunner); its tool calls are
 * checked, approved, run through the form's call runner and given back to
 * the model (ToolCallRound), until a step calls no tool or the turn limit
 * says stop. Faults end the turn with a notice naming their cause
 * (settledStep); nothing said before is lost. This class ties them together
 * and is the one door in.
 */
export class Conversation {
  /** Frozen snapshots: subscribe, and read `getSnapshot()` (React's useSyncExternalStore takes both as they are). */
  readonly state: Observable<ConversationState>;
  readonly #core: ConversationCore;
  readonly #runner: StepRunner;
  readonly #round: ToolCallRound;
  #abort: AbortController | undefined;

  constructor(options: ConversationOptions) {
    this.#core = new ConversationCore(options);
    this.#runner = new StepRunner(this.#core);
    this.#round = new ToolCallRound(this.#core);
    this.state = this.#core.store.state;
  }

  get choice(): ModelChoice {
    return this.#core.options.choice;
  }

  /**
   * Sends a message and runs the turn it starts, to its end: a step with no
   * tool call, the turn limit, a fault, or Stop. Resolves when the turn is
   * over (never rejects for a fault: the fault is an entry). Throws only
   * when a turn is already running.
   */
  async send(text: string, options: SendOptions = {}): Promise<void> {
    this.#assertIdle();
    const core = this.#core;
    const turn = core.store.snapshot.turn + 1;
    const entry: UserEntry = {
      kind: 'user',
      id: core.id('u'),
      turn,
      text,
      from: options.from ?? 'person',
      ...(options.attachments?.length ? { attachments: Object.freeze([...options.attachments]) } : {}),
    };
    core.messages.push({ role: 'user', content: userContent(text, options.attachments) });
    core.store.update({ turn }, [entry]);
    await this.#runTurn();
  }

  /** Runs the turn again from what the model was last sent (after a fault: a key fixed, the provider back). */
  async retry(): Promise<void> {
    this.#assertIdle();
    if (!this.#core.messages.length) return;
    await this.#runTurn();
  }

  /** Adds messages without asking the model (an MCP prompt inserted: see promptMessages): they go with the next message sent. */
  insertMessages(messages: readonly TextMessage[]): void {
    this.#assertIdle();
    const core = this.#core;
    const turn = core.store.snapshot.turn;
    const entries: ConversationEntry[] = [];
    for (const message of messages) {
      core.messages.push({ role: message.role, content: message.text });
      if (message.role === 'user')
        entries.push({ kind: 'user', id: core.id('u'), turn, text: message.text, from: 'prompt' });
      else entries.push(this.#runner.inserted(turn, message.text));
    }
    core.store.update({}, entries);
  }

  /** Approves a call waiting for the person, with the arguments as edited (the model's by default). */
  approve(id: string, args?: Record<string, unknown>): void {
    this.#round.decide(id, { approve: true, ...(args ? { args } : {}) });
  }

  /** Denies a call: the model is told the person refused it. */
  deny(id: string, reason?: string): void {
    this.#round.decide(id, { approve: false, ...(reason ? { reason } : {}) });
  }

  /** Stops the turn: the model's stream, any running tool call (cancelled on the wire), any wait. */
  stop(): void {
    this.#abort?.abort();
  }

  setSystemPrompt(systemPrompt: string): void {
    this.#core.store.update({ systemPrompt });
  }

  setAutoApprove(autoApprove: boolean): void {
    const { store } = this.#core;
    store.update({ autoApprove });
    if (!autoApprove) return;
    // Calls waiting without findings go at once, as they would have had the box been ticked before.
    for (const entry of store.snapshot.entries)
      if (entry.kind === 'tool-call' && entry.status === 'awaiting-approval' && entry.held === undefined)
        this.approve(entry.id);
  }

  /** The tools as listed again (after notifications/tools/list_changed): the next step offers these. */
  setTools(listed: readonly unknown[]): void {
    const core = this.#core;
    core.listed = listed;
    core.offer(listed);
    core.store.update({ tools: core.offered });
  }

  /** Context an MCP App's view gave for the model (ui/update-model-context); undefined removes it. Goes with the next step. */
  setAppContext(key: string, text: string | undefined): void {
    if (text === undefined) this.#core.appContext.delete(key);
    else this.#core.appContext.set(key, text);
  }

  /** What the model is sent, as of now: complete steps, their tool results, and the messages said. */
  messages(): readonly ModelMessage[] {
    return [...this.#core.messages];
  }

  #assertIdle(): void {
    // A turn holds its abort controller from its first moment, before the status says anything (tools being listed).
    if (this.#abort !== undefined || this.#core.store.snapshot.status !== 'idle')
      throw new Error('A turn is running: stop it or wait for it');
  }

  async #runTurn(): Promise<void> {
    const core = this.#core;
    const abort = new AbortController();
    this.#abort = abort;
    const { signal } = abort;
    const limit = Math.max(1, core.options.maxSteps ?? 10);
    try {
      if (!(await this.#learnTools(signal))) return;
      for (let count = 1; ; count++) {
        const step = await settledStep(core, this.#runner, this.#round, signal);
        if (step === undefined || !step.calls.length) return;
        if (count >= limit) {
          this.#round.close(step.calls, 'not-run', `Not run: the turn limit of ${limit} model steps was reached`);
          core.notice(
            'warning',
            'turn-limit',
            `Stopped after ${limit} model steps, the turn limit: the model was still calling tools (${step.calls.map((call) => call.toolName).join(', ')}). Send a message to go on.`,
            step.step,
          );
          return;
        }
        if (!(await this.#round.run(step.calls, signal))) return;
      }
    } finally {
      this.#abort = undefined;
      this.#round.clear();
      core.store.update({ status: 'idle' });
    }
  }

  /** Lists the tools when they were not given; false when the turn cannot go on. */
  async #learnTools(signal: AbortSignal): Promise<boolean> {
    const core = this.#core;
    if (core.listed !== undefined) return true;
    const { session } = core.options;
    const server = session.state.getSnapshot().server;
    if (server !== undefined && server.capabilities.tools === undefined) {
      // A server without tools: the model talks without any, as a host would offer it.
      this.setTools([]);
      return true;
    }
    try {
      const { items } = await session.listAll<unknown>('tools/list', 'tools', { signal });
      this.setTools(items);
      return true;
    } catch (error) {
      if (signal.aborted) return core.stopped(undefined);
      const gone = core.serverGone();
      core.notice(
        'error',
        gone ? 'server-gone' : 'tools-unlisted',
        gone
          ? `The MCP server is gone (${gone}): its tools could not be listed. Reconnect, then send again; the conversation is kept.`
          : `The server's tools could not be listed (${error instanceof Error ? error.message : String(error)}), so the model was not asked`,
      );
      return false;
    }
  }
}

/** A user message's content: the text, and each attached resource's text after it. */
function userContent(text: string, attachments: readonly Attachment[] | undefined): string {
  if (!attachments?.length) return text;
  const attached = attachments.map(
    (attachment) =>
      `\n\n<resource uri="${attachment.uri}"${attachment.mimeType ? ` mimeType="${attachment.mimeType}"` : ''}>\n${attachment.text}\n</resource>`,
  );
  return `${text}${attached.join('')}`;
}
