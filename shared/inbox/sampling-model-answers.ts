import type { Finding } from '../diagnose/finding.ts';
import { Observable } from '../lib/observable.ts';
import type { SamplingReplyDraft } from './read-sampling.ts';

/** What the model answer says besides the answer: what became of the request's context and priorities. */
export interface ModelAnswerFindings {
  /** Info findings: the context included (or why none was), priorities not acted on, a rate limit waited out. */
  findings: readonly Finding[];
  /** Exactly the text added to the request's system prompt (its includeContext); absent when nothing was. */
  addedContext?: string;
}

/** What a model made of one sampling request, as the runner reports it (the model code itself loads on first use). */
export type ModelSamplingOutcome =
  | ({ ok: true; result: Record<string, unknown>; draft: SamplingReplyDraft } & ModelAnswerFindings)
  | { ok: false; message: string };

/** Which model a request goes to, and why (the hint that matched, or none). */
export interface ModelPick {
  model: string;
  why: string;
}

/**
 * One request's model answer: `asking` while the model works, `drafted`
 * when its answer fills the person's form (or went back at once),
 * `failed` with the provider's fault said, `cancelled` by the person.
 */
export type ModelAnswerState =
  | ({ status: 'asking' } & ModelPick)
  | ({ status: 'drafted'; draft: SamplingReplyDraft; sent: boolean } & ModelAnswerFindings & ModelPick)
  | ({ status: 'failed'; message: string } & ModelPick)
  | ({ status: 'cancelled' } & ModelPick);

export interface AskOptions {
  /** Sends the model's answer at once (Approve sampling automatically); the draft is kept for reading. */
  send?: (result: Record<string, unknown>) => void;
}

/**
 * The model's answers to sampling requests, by inbox key. The model is
 * asked once per click; cancelling aborts the provider call, and an answer
 * that arrives after a cancel (or after the request ended) is dropped, so
 * nothing reaches the server that the person did not let through.
 */
export class SamplingModelAnswers {
  readonly states = new Observable<ReadonlyMap<number, ModelAnswerState>>(new Map());
  readonly #running = new Map<number, AbortController>();

  /** Asks the model for request `key`; `run` does the asking (with `signal` to stop it). A second ask while one runs is ignored. */
  ask(
    key: number,
    pick: ModelPick,
    run: (signal: AbortSignal) => Promise<ModelSamplingOutcome>,
    options: AskOptions = {},
  ): Promise<void> {
    if (this.#running.has(key)) return Promise.resolve();
    const controller = new AbortController();
    this.#running.set(key, controller);
    this.#put(key, { status: 'asking', ...pick });
    return run(controller.signal)
      .catch(
        (error: unknown): ModelSamplingOutcome => ({
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((outcome) => {
        if (this.#running.get(key) !== controller || controller.signal.aborted) return;
        this.#running.delete(key);
        if (!outcome.ok) return this.#put(key, { status: 'failed', message: outcome.message, ...pick });
        this.#put(key, {
          status: 'drafted',
          draft: outcome.draft,
          findings: outcome.findings,
          ...(outcome.addedContext !== undefined ? { addedContext: outcome.addedContext } : {}),
          sent: !!options.send,
          ...pick,
        });
        options.send?.(outcome.result);
      });
  }

  /** Stops the model for request `key` (the person's Cancel); the request stays answerable by hand. */
  cancel(key: number): void {
    const controller = this.#running.get(key);
    if (!controller) return;
    controller.abort();
    this.#running.delete(key);
    const state = this.states.getSnapshot().get(key);
    if (state) this.#put(key, { status: 'cancelled', model: state.model, why: state.why });
  }

  /** The request ended (answered, withdrawn, its connection closed): stop asking, and forget it. */
  forget(key: number): void {
    this.#running.get(key)?.abort();
    this.#running.delete(key);
    if (!this.states.getSnapshot().has(key)) return;
    const next = new Map(this.states.getSnapshot());
    next.delete(key);
    this.states.set(next);
  }

  isAsking(key: number): boolean {
    return this.#running.has(key);
  }

  #put(key: number, state: ModelAnswerState): void {
    const next = new Map(this.states.getSnapshot());
    next.set(key, state);
    this.states.set(next);
  }
}
