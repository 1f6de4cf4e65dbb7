import { Observable } from '../../shared/lib/observable.ts';

/** Text handed to the composer from elsewhere in the page (a logged frame's Edit and resend). */
export interface ComposerDraft {
  readonly text: string;
  /** Counts hand-overs, so the same text handed over twice still arrives. */
  readonly serial: number;
}

/**
 * The one place the log hands a frame to the composer: the log writes, the
 * composer reads, and neither imports the other.
 */
export const composerDraft = new Observable<ComposerDraft | undefined>(undefined);

/** Puts a frame's text in the composer, which opens, gives its requests fresh ids and takes the focus. */
export function editInComposer(text: string): void {
  composerDraft.set({ text, serial: (composerDraft.getSnapshot()?.serial ?? 0) + 1 });
}

let taken = 0;

/**
 * The draft not yet taken, once: the composer loads on first use, so a draft
 * handed over before it mounted waits here for it rather than being missed.
 */
export function takeComposerDraft(): ComposerDraft | undefined {
  const draft = composerDraft.getSnapshot();
  if (!draft || draft.serial <= taken) return undefined;
  taken = draft.serial;
  return draft;
}
