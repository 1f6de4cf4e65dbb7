import type { Schedule } from '../lib/batched-listeners.ts';
import type { ConversationCore } from './conversation-core.ts';
import type { ModelStepEntry, StepUsage, ToolCallEntry } from './conversation-entry.ts';
import type { ModelAccess } from './model-access.ts';
import { streamStep, type StepResult } from './stream-step.ts';

const defaultSchedule: Schedule = (flush) => {
  setTimeout(flush, 50);
};

/**
 * One model step at a time: a step entry opened, the model's stream read
 * into it (its text shown in batches, not per token), then the entry closed
 * with its status, usage and timing, and the conversation's totals added up.
 * What the step means (a fault, a retry, tool calls) is for its callers.
 */
export class StepRunner {
  readonly #core: ConversationCore;
  readonly #schedule: Schedule;
  #pendingText: string[] = [];
  #flushQueued = false;
  #costKnown = true;

  constructor(core: ConversationCore) {
    this.#core = core;
    this.#schedule = core.options.schedule ?? defaultSchedule;
  }

  /** Streams one step into a new step entry, its text shown in batches. */
  async stream(signal: AbortSignal): Promise<{ entry: ModelStepEntry; result: StepResult }> {
    const core = this.#core;
    const { options, store } = core;
    const snapshot = store.snapshot;
    const step = snapshot.step + 1;
    const startedAt = core.now();
    let entry: ModelStepEntry = Object.freeze({
      kind: 'model-step',
      id: core.id('s'),
      step,
      turn: snapshot.turn,
      model: options.choice,
      text: '',
      status: 'streaming',
      toolCallIds: Object.freeze([]),
      timing: Object.freeze({ startedAt }),
    });
    store.update({ step, status: 'streaming' }, [entry]);
    let model: ReturnType<ModelAccess['languageModel']>;
    try {
      model = options.access.languageModel(options.choice);
    } catch (error) {
      return { entry, result: { text: '', toolCalls: [], warnings: [], error } };
    }
    const result = await streamStep({
      model,
      system: core.system(),
      messages: core.messages,
      tools: core.toolSet,
      signal,
      ...(options.maxOutputTokens !== undefined ? { maxOutputTokens: options.maxOutputTokens } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      now: core.now,
      ...(options.pause ? { pause: options.pause } : {}),
      onRequest: (request, warnings) => {
        entry = store.replace(entry, {
          request,
          ...(warnings.length ? { warnings: Object.freeze([...warnings]) } : {}),
        });
      },
      onFirstToken: () => {
        entry = store.replace(entry, {
          timing: Object.freeze({ startedAt, firstTokenMs: core.now() - startedAt }),
        });
      },
      onText: (delta) => {
        this.#pendingText.push(delta);
        if (this.#flushQueued) return;
        this.#flushQueued = true;
        this.#schedule(() => {
          this.#flushQueued = false;
          const current = store.entry(entry.id);
          if (current?.kind === 'model-step' && current.status === 'streaming') entry = this.#flushText(current);
        });
      },
    });
    const current = store.entry(entry.id);
    return { entry: this.#flushText(current?.kind === 'model-step' ? current : entry), result };
  }

  /** Closes a step entry: its status, its full text, usage and total time; its tool calls appended after it. */
  finish(
    entry: ModelStepEntry,
    result: StepResult,
    status: ModelStepEntry['status'],
    calls: readonly ToolCallEntry[] = [],
  ): void {
    const { store } = this.#core;
    const current = store.entry(entry.id);
    const base = current?.kind === 'model-step' ? this.#flushText(current) : entry;
    this.#pendingText = [];
    const totalMs = this.#core.now() - base.timing.startedAt;
    store.replace(base, {
      status,
      text: result.text || base.text,
      ...(result.finishReason !== undefined ? { finishReason: result.finishReason } : {}),
      ...(result.usage ? { usage: Object.freeze(result.usage) } : {}),
      ...(result.request !== undefined && base.request === undefined ? { request: result.request } : {}),
      toolCallIds: Object.freeze(calls.map((call) => call.id)),
      timing: Object.freeze({ ...base.timing, totalMs }),
    });
    if (calls.length) store.update({}, calls);
    if (result.usage) this.#addUsage(result.usage);
  }

  /** A model answer the person inserted (an MCP prompt's): a finished step no model was asked for. */
  inserted(turn: number, text: string): ModelStepEntry {
    const core = this.#core;
    const step = core.store.snapshot.step + 1;
    core.store.update({ step });
    return Object.freeze({
      kind: 'model-step',
      id: core.id('s'),
      step,
      turn,
      model: core.options.choice,
      text,
      status: 'done',
      finishReason: 'inserted',
      toolCallIds: Object.freeze([]),
      timing: Object.freeze({ startedAt: core.now(), totalMs: 0 }),
    });
  }

  #flushText(entry: ModelStepEntry): ModelStepEntry {
    if (!this.#pendingText.length) return entry;
    const text = entry.text + this.#pendingText.join('');
    this.#pendingText = [];
    return this.#core.store.replace(entry, { text });
  }

  #addUsage(usage: StepUsage): void {
    const { store } = this.#core;
    const { totals } = store.snapshot;
    // A total cost only while every step has reported one: a partial sum would say less than was spent.
    this.#costKnown &&= usage.cost !== undefined;
    const costKnown = this.#costKnown;
    store.update({
      totals: Object.freeze({
        inputTokens: totals.inputTokens + (usage.inputTokens ?? 0),
        outputTokens: totals.outputTokens + (usage.outputTokens ?? 0),
        ...(costKnown ? { cost: (totals.cost ?? 0) + (usage.cost ?? 0) } : {}),
      }),
    });
  }
}
