import type { JsonRpcId } from '../jsonrpc/classify.ts';
import type { ModelTurnCall, ModelTurnFacts, WireEntry, WireInput } from './wire-entry.ts';

/** One step of a conversation as the recorder reads it (the conversation's own types stay above this layer). */
export interface StepView {
  readonly step: number;
  readonly turn: number;
  /** The model as a person reads it. */
  readonly model: string;
  /** `streaming` while the model answers; anything else once it has. */
  readonly status: string;
  readonly finishReason?: string;
  readonly text: string;
  readonly firstTokenMs?: number;
  readonly totalMs?: number;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly cost?: number;
  /** The request body as sent to the provider (no key: the engine blanks key-like fields). */
  readonly request?: unknown;
  readonly calls: readonly StepCallView[];
}

export interface StepCallView {
  readonly tool: string;
  readonly argsText: string;
  /** Settled: `done`, `denied`, `stopped`, `not-run`; anything else (awaiting approval, running) is not yet. */
  readonly status: string;
  /** The tools/call's JSON-RPC id, once it was sent. */
  readonly requestId?: JsonRpcId;
}

/** What the recorder needs of the log. */
export interface TurnLog {
  append(input: WireInput): WireEntry;
  sentRequestSeq(connection: number, id: JsonRpcId): number | undefined;
  readonly generation: number;
}

const SETTLED = new Set(['done', 'denied', 'stopped', 'not-run']);

/**
 * Writes one conversation's model steps into the wire log: an `out` entry
 * when a step's request leaves, an `in` entry once the step has answered
 * and every tool call it made has settled, naming the tools/call frames
 * those calls went as. Steps are told again and again as the conversation
 * changes; each is written once at each end.
 */
export class ModelTurnRecorder {
  readonly #log: TurnLog;
  readonly #conversation: number;
  readonly #connection: () => number;
  readonly #now: () => number;
  /** Step -> the seq of its start, and the log's generation then. */
  readonly #started = new Map<number, { seq: number; generation: number }>();
  readonly #ended = new Set<number>();

  constructor(log: TurnLog, conversation: number, connection: () => number, now: () => number) {
    this.#log = log;
    this.#conversation = conversation;
    this.#connection = connection;
    this.#now = now;
  }

  observe(steps: readonly StepView[]): void {
    for (const step of steps) {
      if (this.#ended.has(step.step)) continue;
      if (!this.#started.has(step.step)) this.#start(step);
      if (step.status !== 'streaming' && !step.calls.some((call) => !SETTLED.has(call.status))) this.#end(step);
    }
  }

  #facts(step: StepView): ModelTurnFacts {
    return { conversation: this.#conversation, step: step.step, turn: step.turn, model: step.model };
  }

  #start(step: StepView): void {
    const entry = this.#log.append({
      connection: this.#connection(),
      t: this.#now(),
      direction: 'out',
      kind: 'model',
      method: `model step ${step.step}`,
      raw: `Step ${step.step} of turn ${step.turn} asked ${step.model}`,
      model: this.#facts(step),
    });
    this.#started.set(step.step, { seq: entry.seq, generation: this.#log.generation });
  }

  #end(step: StepView): void {
    this.#ended.add(step.step);
    const connection = this.#connection();
    const start = this.#started.get(step.step);
    // A log cleared since the start holds the start no more.
    const requestSeq = start && start.generation === this.#log.generation ? start.seq : undefined;
    const calls = step.calls.map((call): ModelTurnCall => {
      const seq = call.requestId === undefined ? undefined : this.#log.sentRequestSeq(connection, call.requestId);
      return {
        tool: call.tool,
        status: call.status,
        ...(call.requestId !== undefined ? { requestId: call.requestId, connection } : {}),
        ...(seq !== undefined ? { seq } : {}),
      };
    });
    const facts: ModelTurnFacts = {
      ...this.#facts(step),
      status: step.status,
      ...defined({
        finishReason: step.finishReason,
        firstTokenMs: step.firstTokenMs,
        totalMs: step.totalMs,
        inputTokens: step.inputTokens,
        outputTokens: step.outputTokens,
        cost: step.cost,
      }),
      calls,
    };
    const answer = {
      text: step.text,
      toolCalls: step.calls.map((call) => ({ name: call.tool, arguments: call.argsText })),
    };
    this.#log.append({
      connection,
      t: this.#now(),
      direction: 'in',
      kind: 'model',
      method: `model step ${step.step} ended`,
      raw: JSON.stringify({ request: step.request ?? null, answer }),
      model: facts,
      ...(requestSeq !== undefined ? { requestSeq } : {}),
      ...(step.totalMs !== undefined ? { latencyMs: step.totalMs } : {}),
    });
  }
}

function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
