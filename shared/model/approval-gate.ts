/** The person's word on one tool call: approved (with the arguments as edited, if they edited them) or denied. */
export type Decision = { approve: true; args?: Record<string, unknown> } | { approve: false; reason?: string };

/**
 * Where tool calls wait for the person. A decision may come before its call
 * is reached (the second of three calls approved first): it is kept until
 * the call asks. Stop answers every waiting call with a denial at once.
 */
export class ApprovalGate {
  readonly #decided = new Map<string, Decision>();
  readonly #waiting = new Map<string, (decision: Decision) => void>();

  /** Whether a decision for the call is already kept. */
  has(id: string): boolean {
    return this.#decided.has(id);
  }

  decide(id: string, decision: Decision): void {
    const waiting = this.#waiting.get(id);
    if (!waiting) {
      this.#decided.set(id, decision);
      return;
    }
    this.#waiting.delete(id);
    waiting(decision);
  }

  /** The call's decision: the one kept, or the next one given; a denial when the signal aborts first. */
  wait(id: string, signal: AbortSignal): Promise<Decision> {
    const kept = this.#decided.get(id);
    if (kept) {
      this.#decided.delete(id);
      return Promise.resolve(kept);
    }
    if (signal.aborted) return Promise.resolve({ approve: false });
    return new Promise((resolve) => {
      const onAbort = () => {
        this.#waiting.delete(id);
        resolve({ approve: false });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.set(id, (decision) => {
        signal.removeEventListener('abort', onAbort);
        resolve(decision);
      });
    });
  }

  clear(): void {
    this.#decided.clear();
    this.#waiting.clear();
  }
}
