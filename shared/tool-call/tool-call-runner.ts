import { Observable } from '../lib/observable.ts';
import type { CallOutcome } from '../session/call-outcome.ts';
import type { ToolCallRun } from './run-tool-call.ts';

/** A tool's calls as its panel shows them. Replaced on each change, never mutated. */
export interface ToolCallState {
  /** The call in flight: when it was sent (epoch ms). */
  running?: { startedAt: number };
  /** Names the latest call, so the server's requests during it show beside its result, after it too. */
  tag?: string;
  /** The latest call's outcome, once it has one. */
  outcome?: CallOutcome;
  /** The task the latest call became. */
  taskId?: string;
}

/** What a call is started with: the signal that stops it, and its tag. */
export interface CallStart {
  signal: AbortSignal;
  tag: string;
}

/**
 * One tool's calls, one at a time: a new call stops the one in flight, whose
 * outcome then never shows. The call is started before the state changes, so
 * its request leaves before anything renders the change; the outcome is set
 * as soon as the call settles, in the same task as the answer's arrival.
 */
export class ToolCallRunner {
  readonly state = new Observable<ToolCallState>({});
  readonly #now: () => number;
  #controller: AbortController | undefined;
  #calls = 0;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Starts a call of the tool shown as `label`; `start` makes it (and sends it, as far as it can at once). */
  run(label: string, start: (call: CallStart) => Promise<ToolCallRun>): void {
    this.#controller?.abort('Superseded by a new call from the inspector');
    const controller = new AbortController();
    this.#controller = controller;
    const tag = `tools/call ${label} #${++this.#calls}`;
    const settled = start({ signal: controller.signal, tag });
    const startedAt = this.#now();
    this.state.set({ running: { startedAt }, tag });
    void settled.then(
      (run) => {
        if (this.#controller !== controller) return;
        this.#controller = undefined;
        this.state.set({ tag, outcome: run.outcome, ...(run.taskId !== undefined ? { taskId: run.taskId } : {}) });
      },
      // runToolCall never throws; a start that did is shown as what it is, not as a call still running.
      (error: unknown) => {
        if (this.#controller !== controller) return;
        this.#controller = undefined;
        this.state.set({
          tag,
          outcome: {
            kind: 'error',
            message: error instanceof Error ? error.message : String(error),
            durationMs: this.#now() - startedAt,
          },
        });
      },
    );
  }

  /** Stops the call in flight (notifications/cancelled goes to the server); its outcome says it was cancelled. */
  cancel(reason: string): void {
    this.#controller?.abort(reason);
  }
}
