import type { WireEntry } from './wire-entry.ts';

// Apart from the recorder (model-turn.ts), which the Chat loads: the Log loads only these, and no chunk is shared.

/** The seqs of the tools/call frames a model turn's end names (those the log held). */
export function turnFrameSeqs(entry: WireEntry): number[] {
  if (entry.kind !== 'model' || !entry.model?.calls) return [];
  return entry.model.calls.flatMap((call) => (call.seq === undefined ? [] : [call.seq]));
}

/**
 * The end of the model turn that caused the tools/call request at `seq`,
 * when one did: turns end after their calls, so it is looked for after the
 * frame (a scan of kinds only, when the person opens the frame).
 */
export function turnOfFrame(entries: readonly WireEntry[], seq: number): WireEntry | undefined {
  const frame = entries[seq];
  if (frame?.kind !== 'request' || frame.direction !== 'out' || frame.method !== 'tools/call') return undefined;
  for (let at = seq + 1; at < entries.length; at++) {
    const entry = entries[at]!;
    if (entry.kind === 'model' && entry.direction === 'in' && entry.model?.calls?.some((call) => call.seq === seq))
      return entry;
  }
  return undefined;
}
