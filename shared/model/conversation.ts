import type { ModelMessage, ToolResultPart, ToolSet } from 'ai';
import type { CallHistory } from '../call-history/call-history.ts';
import type { Schedule } from '../lib/batched-listeners.ts';
import type { Observable } from '../lib/observable.ts';
import { runToolCall, type ToolCallSession } from '../tool-call/run-tool-call.ts';
import type {
  Attachment,
  ConversationEntry,
  ConversationState,
  ModelStepEntry,
  NoticeEntry,
  StepUsage,
  ToolCallEntry,
  UserEntry,
} from './conversation-entry.ts';
import { ApprovalGate, type Decision } from './approval-gate.ts';
import { ConversationStore } from './conversation-store.ts';
import type { ModelAccess } from './model-access.ts';
import { choiceBaseUrl, type ModelChoice } from './model-choice.ts';
import { modelToolSet, offeredTools, type OfferedTools } from './offered-tools.ts';
import type { TextMessage } from './prompt-messages.ts';
import { describeProviderFailure, type ProviderFailure } from './provider-failure.ts';
import { retryVerdict } from './retry-policy.ts';
import { streamStep, type StepResult } from './stream-step.ts';
import { defaultSystemPrompt } from './system-prompt.ts';
import { checkModelToolCall } from './tool-call-check.ts';
import { toolOutputForModel } from './tool-output.ts';

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

const defaultSchedule: Schedule = (flush) => {
  setTimeout(flush, 50);
};

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * A conversation with one model over one session's tools, in steps of our
 * own: each step is one streamed model call; its tool calls are checked
 * against the tools as listed (a bad one is the model's finding, held for
 * the person), approved (by the person, or automatically), run through the
 * form's call runner, and given back to the model, until a step calls no
 * tool or the turn limit says stop. Faults end the turn with a notice
 * naming their cause; nothing said before is lost.
 */
export class Conversation {
  /** Frozen snapshots: subscribe, and read `getSnapshot()` (React's useSyncExternalStore takes both as they are). */
  readonly state: Observable<ConversationState>;
  readonly #store: ConversationStore;
  readonly #options: ConversationOptions;
  readonly #now: () => number;
  readonly #schedule: Schedule;
  readonly #sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** What the model is sent, message by message: only complete steps and their tool results. */
  readonly #messages: ModelMessage[] = [];
  readonly #appContext = new Map<string, string>();
  readonly #gate = new ApprovalGate();
  #listed: readonly unknown[] | undefined;
  #offered: OfferedTools | undefined;
  #toolSet: ToolSet = {};
  #abort: AbortController | undefined;
  #nextId = 1;
  #pendingText: string[] = [];
  #flushQueued = false;
  #costKnown = true;

  constructor(options: ConversationOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#schedule = options.schedule ?? defaultSchedule;
    this.#sleep = options.sleep ?? defaultSleep;
    this.#listed = options.tools;
    if (options.tools) this.#offer(options.tools);
    const instructions = options.session.state.getSnapshot().server?.instructions;
    this.#store = new ConversationStore({
      status: 'idle',
      systemPrompt: options.systemPrompt ?? defaultSystemPrompt(instructions),
      autoApprove: options.autoApprove ?? false,
      turn: 0,
      step: 0,
      totals: Object.freeze({ inputTokens: 0, outputTokens: 0 }),
      ...(this.#offered ? { tools: this.#offered } : {}),
    });
    this.state = this.#store.state;
  }

  get choice(): ModelChoice {
    return this.#options.choice;
  }

  /**
   * Sends a message and runs the turn it starts, to its end: a step with no
   * tool call, the turn limit, a fault, or Stop. Resolves when the turn is
   * over (never rejects for a fault: the fault is an entry). Throws only
   * when a turn is already running.
   */
  async send(text: string, options: SendOptions = {}): Promise<void> {
    this.#assertIdle();
    const turn = this.#store.snapshot.turn + 1;
    const entry: UserEntry = {
      kind: 'user',
      id: this.#id('u'),
      turn,
      text,
      from: options.from ?? 'person',
      ...(options.attachments?.length ? { attachments: Object.freeze([...options.attachments]) } : {}),
    };
    this.#messages.push({ role: 'user', content: userContent(text, options.attachments) });
    this.#store.update({ turn }, [entry]);
    await this.#runTurn();
  }

  /** Runs the turn again from what the model was last sent (after a fault: a key fixed, the provider back). */
  async retry(): Promise<void> {
    this.#assertIdle();
    if (!this.#messages.length) return;
    await this.#runTurn();
  }

  /** Adds messages without asking the model (an MCP prompt inserted: see promptMessages): they go with the next message sent. */
  insertMessages(messages: readonly TextMessage[]): void {
    this.#assertIdle();
    const turn = this.#store.snapshot.turn;
    const entries: ConversationEntry[] = [];
    for (const message of messages) {
      this.#messages.push({ role: message.role, content: message.text });
      if (message.role === 'user')
        entries.push({ kind: 'user', id: this.#id('u'), turn, text: message.text, from: 'prompt' });
      else entries.push(this.#insertedAnswer(turn, message.text));
    }
    this.#store.update({}, entries);
  }

  /** Approves a call waiting for the person, with the arguments as edited (the model's by default). */
  approve(id: string, args?: Record<string, unknown>): void {
    this.#decide(id, { approve: true, ...(args ? { args } : {}) });
  }

  /** Denies a call: the model is told the person refused it. */
  deny(id: string, reason?: string): void {
    this.#decide(id, { approve: false, ...(reason ? { reason } : {}) });
  }

  /** Stops the turn: the model's stream, any running tool call (cancelled on the wire), any wait. */
  stop(): void {
    this.#abort?.abort();
  }

  setSystemPrompt(systemPrompt: string): void {
    this.#store.update({ systemPrompt });
  }

  setAutoApprove(autoApprove: boolean): void {
    this.#store.update({ autoApprove });
    if (!autoApprove) return;
    // Calls waiting without findings go at once, as they would have had the box been ticked before.
    for (const entry of this.#store.snapshot.entries)
      if (entry.kind === 'tool-call' && entry.status === 'awaiting-approval' && entry.held === undefined)
        this.approve(entry.id);
  }

  /** The tools as listed again (after notifications/tools/list_changed): the next step offers these. */
  setTools(listed: readonly unknown[]): void {
    this.#listed = listed;
    this.#offer(listed);
    this.#store.update({ tools: this.#offered });
  }

  /** Context an MCP App's view gave for the model (ui/update-model-context); undefined removes it. Goes with the next step. */
  setAppContext(key: string, text: string | undefined): void {
    if (text === undefined) this.#appContext.delete(key);
    else this.#appContext.set(key, text);
  }

  /** What the model is sent, as of now: complete steps, their tool results, and the messages said. */
  messages(): readonly ModelMessage[] {
    return [...this.#messages];
  }

  #assertIdle(): void {
    // A turn holds its abort controller from its first moment, before the status says anything (tools being listed).
    if (this.#abort !== undefined || this.#store.snapshot.status !== 'idle')
      throw new Error('A turn is running: stop it or wait for it');
  }

  async #runTurn(): Promise<void> {
    const abort = new AbortController();
    this.#abort = abort;
    const { signal } = abort;
    const limit = Math.max(1, this.#options.maxSteps ?? 10);
    try {
      if (!(await this.#learnTools(signal))) return;
      for (let count = 1; ; count++) {
        const step = await this.#modelStep(signal);
        if (step === undefined || !step.calls.length) return;
        if (count >= limit) {
          this.#closeCalls(step.calls, 'not-run', `Not run: the turn limit of ${limit} model steps was reached`);
          this.#notice(
            'warning',
            'turn-limit',
            `Stopped after ${limit} model steps, the turn limit: the model was still calling tools (${step.calls.map((call) => call.toolName).join(', ')}). Send a message to go on.`,
            step.step,
          );
          return;
        }
        if (!(await this.#runCalls(step.calls, signal))) return;
      }
    } finally {
      this.#abort = undefined;
      this.#gate.clear();
      this.#store.update({ status: 'idle' });
    }
  }

  /** Lists the tools when they were not given; false when the turn cannot go on. */
  async #learnTools(signal: AbortSignal): Promise<boolean> {
    if (this.#listed !== undefined) return true;
    const server = this.#options.session.state.getSnapshot().server;
    if (server !== undefined && server.capabilities.tools === undefined) {
      // A server without tools: the model talks without any, as a host would offer it.
      this.setTools([]);
      return true;
    }
    try {
      const { items } = await this.#options.session.listAll<unknown>('tools/list', 'tools', { signal });
      this.#listed = items;
      this.#offer(items);
      this.#store.update({ tools: this.#offered });
      return true;
    } catch (error) {
      if (signal.aborted) return this.#stopped(undefined);
      const gone = this.#serverGone();
      this.#notice(
        'error',
        gone ? 'server-gone' : 'tools-unlisted',
        gone
          ? `The MCP server is gone (${gone}): its tools could not be listed. Reconnect, then send again; the conversation is kept.`
          : `The server's tools could not be listed (${error instanceof Error ? error.message : String(error)}), so the model was not asked`,
      );
      return false;
    }
  }

  #offer(listed: readonly unknown[]): void {
    this.#offered = offeredTools(listed);
    this.#toolSet = modelToolSet(this.#offered.tools);
  }

  /** One model step, with one retry when a 429 says how long to wait; undefined when the turn ends here. */
  async #modelStep(signal: AbortSignal): Promise<{ step: number; calls: ToolCallEntry[] } | undefined> {
    let waited: number | undefined;
    for (;;) {
      const { entry, result } = await this.#stream(signal);
      if (signal.aborted) {
        this.#finishStep(entry, result, 'stopped');
        // What the model said before Stop is kept for it too, so the next message follows on.
        if (result.text) this.#messages.push({ role: 'assistant', content: result.text });
        this.#stopped(entry.step);
        return undefined;
      }
      if (result.error !== undefined) {
        this.#finishStep(entry, result, 'failed');
        const failure = describeProviderFailure(
          result.error,
          this.#options.choice,
          choiceBaseUrl(this.#options.choice),
          this.#now,
        );
        if (!(await this.#mayRetry(failure, waited, entry.step, signal))) return undefined;
        waited = failure.retryAfterMs;
        continue;
      }
      if (result.finishReason === undefined) {
        this.#finishStep(entry, result, 'failed');
        this.#notice(
          'error',
          'stream-cut',
          "The model's answer ended before the provider said it was finished (the stream was cut); what arrived is kept. Send again to go on.",
          entry.step,
        );
        return undefined;
      }
      const calls = this.#callEntries(entry, result);
      this.#finishStep(entry, result, 'done', calls);
      this.#messages.push({
        role: 'assistant',
        content: [
          ...(result.text ? [{ type: 'text' as const, text: result.text }] : []),
          ...calls.map((call) => ({
            type: 'tool-call' as const,
            toolCallId: call.callId,
            toolName: call.toolName,
            input: call.args ?? call.argsText,
          })),
        ],
      });
      if (result.finishReason === 'length')
        this.#notice(
          'warning',
          'output-limit',
          `The model stopped at its output limit (${result.usage?.outputTokens ?? 'unknown'} tokens): the answer is cut there.`,
          entry.step,
        );
      return { step: entry.step, calls };
    }
  }

  /** After a failed call: waits once as a 429's retry-after asks, or says why the turn ends. */
  async #mayRetry(
    failure: ProviderFailure,
    waited: number | undefined,
    step: number,
    signal: AbortSignal,
  ): Promise<boolean> {
    const { waitMs, notice } = retryVerdict(failure, waited, this.#options.maxRetryWaitMs ?? 60_000);
    const { level, reason, message, ...extra } = notice;
    this.#notice(level, reason, message, step, extra);
    if (waitMs === undefined) return false;
    this.#store.update({ status: 'waiting-retry' });
    await this.#sleep(waitMs, signal);
    return signal.aborted ? this.#stopped(step) : true;
  }

  /** Streams one step into a new step entry, its text shown in batches. */
  async #stream(signal: AbortSignal): Promise<{ entry: ModelStepEntry; result: StepResult }> {
    const snapshot = this.#store.snapshot;
    const step = snapshot.step + 1;
    const startedAt = this.#now();
    let entry: ModelStepEntry = Object.freeze({
      kind: 'model-step',
      id: this.#id('s'),
      step,
      turn: snapshot.turn,
      model: this.#options.choice,
      text: '',
      status: 'streaming',
      toolCallIds: Object.freeze([]),
      timing: Object.freeze({ startedAt }),
    });
    this.#store.update({ step, status: 'streaming' }, [entry]);
    let model: ReturnType<ModelAccess['languageModel']>;
    try {
      model = this.#options.access.languageModel(this.#options.choice);
    } catch (error) {
      return { entry, result: { text: '', toolCalls: [], warnings: [], error } };
    }
    const result = await streamStep({
      model,
      system: this.#system(),
      messages: this.#messages,
      tools: this.#toolSet,
      signal,
      ...(this.#options.maxOutputTokens !== undefined ? { maxOutputTokens: this.#options.maxOutputTokens } : {}),
      ...(this.#options.temperature !== undefined ? { temperature: this.#options.temperature } : {}),
      now: this.#now,
      ...(this.#options.pause ? { pause: this.#options.pause } : {}),
      onRequest: (request, warnings) => {
        entry = this.#store.replace(entry, {
          request,
          ...(warnings.length ? { warnings: Object.freeze([...warnings]) } : {}),
        });
      },
      onFirstToken: () => {
        entry = this.#store.replace(entry, {
          timing: Object.freeze({ startedAt, firstTokenMs: this.#now() - startedAt }),
        });
      },
      onText: (delta) => {
        this.#pendingText.push(delta);
        if (this.#flushQueued) return;
        this.#flushQueued = true;
        this.#schedule(() => {
          this.#flushQueued = false;
          const current = this.#store.entry(entry.id);
          if (current?.kind === 'model-step' && current.status === 'streaming') entry = this.#flushText(current);
        });
      },
    });
    const current = this.#store.entry(entry.id);
    return { entry: this.#flushText(current?.kind === 'model-step' ? current : entry), result };
  }

  #flushText(entry: ModelStepEntry): ModelStepEntry {
    if (!this.#pendingText.length) return entry;
    const text = entry.text + this.#pendingText.join('');
    this.#pendingText = [];
    return this.#store.replace(entry, { text });
  }

  #finishStep(
    entry: ModelStepEntry,
    result: StepResult,
    status: ModelStepEntry['status'],
    calls: readonly ToolCallEntry[] = [],
  ): void {
    const current = this.#store.entry(entry.id);
    const base = current?.kind === 'model-step' ? this.#flushText(current) : entry;
    this.#pendingText = [];
    const totalMs = this.#now() - base.timing.startedAt;
    this.#store.replace(base, {
      status,
      text: result.text || base.text,
      ...(result.finishReason !== undefined ? { finishReason: result.finishReason } : {}),
      ...(result.usage ? { usage: Object.freeze(result.usage) } : {}),
      ...(result.request !== undefined && base.request === undefined ? { request: result.request } : {}),
      toolCallIds: Object.freeze(calls.map((call) => call.id)),
      timing: Object.freeze({ ...base.timing, totalMs }),
    });
    if (calls.length) this.#store.update({}, calls);
    if (result.usage) this.#addUsage(result.usage);
  }

  /** The step's tool calls as entries, each checked against the tools as offered. */
  #callEntries(entry: ModelStepEntry, result: StepResult): ToolCallEntry[] {
    const offered = this.#offered?.tools ?? [];
    return result.toolCalls.map((call, index) => {
      const checked = checkModelToolCall(offered, call.toolName, call.input, call.rawText);
      return Object.freeze({
        kind: 'tool-call',
        id: `${entry.id}-c${index + 1}`,
        callId: call.toolCallId,
        step: entry.step,
        turn: entry.turn,
        toolName: call.toolName,
        argsText: checked.argsText,
        ...(checked.args ? { args: checked.args } : {}),
        findings: Object.freeze([...checked.findings]),
        ...(checked.findings.length
          ? { held: 'The model made this call with findings against it: check the arguments before it runs' }
          : {}),
        status: 'awaiting-approval',
        tag: `${this.#options.tag ?? 'model'} step ${entry.step}`,
      } satisfies ToolCallEntry);
    });
  }

  /** Runs a step's calls in order, each once approved; false when the turn ends here (Stop, the server gone). */
  async #runCalls(calls: readonly ToolCallEntry[], signal: AbortSignal): Promise<boolean> {
    const results: ToolResultPart[] = [];
    const answer = (call: ToolCallEntry, output: ToolResultPart['output']) =>
      results.push({ type: 'tool-result', toolCallId: call.callId, toolName: call.toolName, output });
    try {
      for (const [index, call] of calls.entries()) {
        const rest = calls.slice(index);
        const gone = () => {
          const reason = this.#serverGone();
          if (reason === undefined) return false;
          this.#closeCalls(rest, 'not-run', `Not run: the MCP server is gone (${reason})`, answer);
          this.#notice(
            'error',
            'server-gone',
            `The MCP server is gone (${reason}): the model's call to ${call.toolName} was not made. Reconnect, then send again; the conversation is kept.`,
            call.step,
          );
          return true;
        };
        // Asked before the person is asked (no call to approve that cannot run), and again after (it may die meanwhile).
        if (gone()) return false;
        const decision = await this.#decision(call, signal);
        if (!signal.aborted && gone()) return false;
        if (signal.aborted) {
          this.#closeCalls(rest, 'stopped', 'Stopped by the person before it ran', answer);
          return this.#stopped(call.step);
        }
        if (!decision.approve) {
          const note = decision.reason ? `Denied by the person: ${decision.reason}` : 'Denied by the person';
          this.#setCall(call, { status: 'denied', note });
          answer(call, { type: 'execution-denied', ...(decision.reason ? { reason: decision.reason } : {}) });
          continue;
        }
        const args = decision.args ?? call.args ?? {};
        this.#setCall(call, { status: 'running', args });
        this.#store.update({ status: 'running-tool' });
        const listed = this.#offered?.tools.find((tool) => tool.name === call.toolName)?.listed;
        const run = await runToolCall(
          this.#options.session,
          { name: call.toolName, arguments: args, ...(listed !== undefined ? { tool: listed } : {}) },
          {
            signal,
            tag: call.tag,
            now: this.#now,
            ...(this.#options.history ? { history: this.#options.history } : {}),
          },
        );
        const stopped = signal.aborted || run.outcome.kind === 'cancelled';
        this.#setCall(call, {
          status: stopped ? 'stopped' : 'done',
          outcome: run.outcome,
          ...(run.taskId !== undefined ? { taskId: run.taskId } : {}),
          ...(stopped ? { note: 'Stopped by the person while it ran: cancelled on the wire' } : {}),
        });
        answer(call, toolOutputForModel(run.outcome));
        if (stopped) {
          this.#closeCalls(calls.slice(index + 1), 'stopped', 'Stopped by the person before it ran', answer);
          return this.#stopped(call.step);
        }
        const goneAfter = run.outcome.kind === 'error' ? this.#serverGone() : undefined;
        if (goneAfter !== undefined) {
          this.#closeCalls(calls.slice(index + 1), 'not-run', `Not run: the MCP server is gone (${goneAfter})`, answer);
          this.#notice(
            'error',
            'server-gone',
            `The MCP server went away during the model's call to ${call.toolName} (${goneAfter}). Reconnect, then send again; the conversation is kept.`,
            call.step,
          );
          return false;
        }
      }
      return true;
    } finally {
      // Every call the model made gets an answer, so the conversation stays valid for the next message.
      if (results.length) this.#messages.push({ role: 'tool', content: results });
    }
  }

  /** The person's decision on a call (or the automatic one); a stopped turn resolves it at once. */
  #decision(call: ToolCallEntry, signal: AbortSignal): Promise<Decision> {
    if (!this.#gate.has(call.id) && this.#store.snapshot.autoApprove && call.held === undefined)
      return Promise.resolve({ approve: true });
    this.#store.update({ status: 'awaiting-approval' });
    return this.#gate.wait(call.id, signal);
  }

  #decide(id: string, decision: Decision): void {
    const entry = this.#store.entry(id);
    if (entry?.kind === 'tool-call' && entry.status === 'awaiting-approval') this.#gate.decide(id, decision);
  }

  /** Calls that will not run: marked, and answered for the model with why. */
  #closeCalls(
    calls: readonly ToolCallEntry[],
    status: 'not-run' | 'stopped',
    note: string,
    answer?: (call: ToolCallEntry, output: ToolResultPart['output']) => void,
  ): void {
    const results: ToolResultPart[] = [];
    for (const call of calls) {
      const current = this.#store.entry(call.id);
      if (current?.kind === 'tool-call' && current.status !== 'awaiting-approval') continue;
      this.#setCall(call, { status, note });
      const output = { type: 'error-text' as const, value: note };
      if (answer) answer(call, output);
      else results.push({ type: 'tool-result', toolCallId: call.callId, toolName: call.toolName, output });
    }
    if (results.length) this.#messages.push({ role: 'tool', content: results });
  }

  /** Says the turn was stopped (once); always false, for `return this.#stopped()`. */
  #stopped(step: number | undefined): false {
    const last = this.#store.snapshot.entries.at(-1);
    if (!(last?.kind === 'notice' && last.reason === 'stopped'))
      this.#notice('info', 'stopped', 'Stopped by you: the model and any running tool call were cancelled.', step);
    return false;
  }

  /** Why the session has no server any more, or undefined while it is connected. */
  #serverGone(): string | undefined {
    const state = this.#options.session.state.getSnapshot();
    if (state.status === 'connected') return undefined;
    return state.reason ?? `the session is ${state.status}`;
  }

  #system(): string {
    const { systemPrompt } = this.#store.snapshot;
    if (!this.#appContext.size) return systemPrompt;
    const context = [...this.#appContext].map(([key, text]) => `Context from ${key}:\n${text}`).join('\n\n');
    return `${systemPrompt}\n\n${context}`;
  }

  #insertedAnswer(turn: number, text: string): ModelStepEntry {
    const step = this.#store.snapshot.step + 1;
    this.#store.update({ step });
    return Object.freeze({
      kind: 'model-step',
      id: this.#id('s'),
      step,
      turn,
      model: this.#options.choice,
      text,
      status: 'done',
      finishReason: 'inserted',
      toolCallIds: Object.freeze([]),
      timing: Object.freeze({ startedAt: this.#now(), totalMs: 0 }),
    });
  }

  #setCall(call: ToolCallEntry, change: Partial<ToolCallEntry>): void {
    const current = this.#store.entry(call.id);
    if (current?.kind === 'tool-call') this.#store.replace(current, change);
  }

  #notice(
    level: NoticeEntry['level'],
    reason: NoticeEntry['reason'],
    message: string,
    step?: number,
    extra: { status?: number; retryAfterMs?: number } = {},
  ): void {
    const entry: NoticeEntry = {
      kind: 'notice',
      id: this.#id('n'),
      turn: this.#store.snapshot.turn,
      ...(step !== undefined ? { step } : {}),
      level,
      reason,
      message,
      ...extra,
    };
    this.#store.update({}, [entry]);
  }

  #addUsage(usage: StepUsage): void {
    const { totals } = this.#store.snapshot;
    // A total cost only while every step has reported one: a partial sum would say less than was spent.
    this.#costKnown &&= usage.cost !== undefined;
    const costKnown = this.#costKnown;
    this.#store.update({
      totals: Object.freeze({
        inputTokens: totals.inputTokens + (usage.inputTokens ?? 0),
        outputTokens: totals.outputTokens + (usage.outputTokens ?? 0),
        ...(costKnown ? { cost: (totals.cost ?? 0) + (usage.cost ?? 0) } : {}),
      }),
    });
  }

  #id(prefix: string): string {
    return `${prefix}${this.#nextId++}`;
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
