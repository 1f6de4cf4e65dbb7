import {
  FRAMING_HINT_DELAY_MS,
  silenceFraming,
  silenceHint,
  type StdioPipeState,
  type SuggestedFraming,
} from './stdio-pipe.ts';
import { looksLikeHeaderLine } from './stdout-reader.ts';

/** Runs `run` after `ms`; returns what cancels it. */
export type Timer = (run: () => void, ms: number) => () => void;

export const defaultTimer: Timer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export interface SilenceWatchOptions {
  /** Told when the hint appears (it goes with the next change of the pipe). */
  changed: () => void;
  /** The pipe as it stands: the framing chosen and how messages are written. */
  pipe: () => Pick<StdioPipeState, 'mode' | 'writing'>;
  timer?: Timer;
}

/**
 * Watches for a stdio server that has said nothing the inspector could read
 * a while after the first request, and words the hint: which Framing to
 * try. Once any JSON-RPC message has come, there is no hint, ever: the
 * server answered in a framing the inspector reads.
 */
export class SilenceWatch {
  readonly #options: SilenceWatchOptions;
  #method: string | undefined;
  #answered = false;
  #due = false;
  #unread = 0;
  #sawHeaderLine = false;
  #cancel: (() => void) | undefined;

  constructor(options: SilenceWatchOptions) {
    this.#options = options;
  }

  /** The inspector sent a request; the first one starts the clock. */
  requestSent(method: string): void {
    if (this.#method !== undefined || this.#answered) return;
    this.#method = method;
    this.#cancel = (this.#options.timer ?? defaultTimer)(() => {
      this.#cancel = undefined;
      this.#due = true;
      if (!this.#answered) this.#options.changed();
    }, FRAMING_HINT_DELAY_MS);
  }

  /** A stdout frame that is not JSON-RPC. */
  unread(raw: string): void {
    this.#unread++;
    if (!this.#sawHeaderLine && looksLikeHeaderLine(raw)) this.#sawHeaderLine = true;
  }

  /** A JSON-RPC message came from the server. */
  answered(): void {
    this.#answered = true;
    this.stop();
  }

  stop(): void {
    this.#cancel?.();
    this.#cancel = undefined;
  }

  /** The Framing the hint names, while there is a hint. */
  get hintFraming(): SuggestedFraming | undefined {
    if (!this.#due || this.#answered || this.#method === undefined) return undefined;
    return silenceFraming(this.#options.pipe());
  }

  get hint(): string | undefined {
    if (!this.#due || this.#answered || this.#method === undefined) return undefined;
    const { mode, writing } = this.#options.pipe();
    return silenceHint({
      method: this.#method,
      mode,
      writing,
      unreadFrames: this.#unread,
      sawHeaderLine: this.#sawHeaderLine,
    });
  }
}
