// How many times worse the reference inspector did than mcp-loupe, with the caveats that make a ratio a lower bound.
import { finished, type PageFigures, type RunFigures } from './page-bench.ts';

/** The longtask API reports nothing under 50 ms: a page without long tasks had its longest task somewhere below that. */
const LONG_TASK_FLOOR_MS = 50;

const ratio = (numerator: number, denominator: number) => Math.round((numerator / denominator) * 10) / 10;

export interface BurstRatios {
  /** reference longest task / loupe longest task (50 ms when loupe had none; for a reference run stopped at the cap, its unanswered stretch when longer). */
  ratioLongestTask: number;
  /** reference elapsed / loupe elapsed (the cap when the reference did not finish). */
  ratioElapsed: number;
  /** Why a ratio is only a lower bound, when it is. */
  ratioNotes?: string[];
}

export function burstRatios(loupe: PageFigures, reference: RunFigures, capMs: number): BurstRatios {
  const notes: string[] = [];
  if (loupe.longTasks === 0)
    notes.push(
      `loupe had no task over ${LONG_TASK_FLOOR_MS} ms: the longest-task ratio divides by ${LONG_TASK_FLOOR_MS} ms, so it is a lower bound`,
    );
  const referenceElapsed = finished(reference) ? reference.elapsedMs : capMs;
  // A task still running at the cap counts for as long as the page had not answered.
  const referenceLongest = finished(reference)
    ? reference.longestTaskMs
    : Math.max(reference.longestTaskMs, reference.unresponsiveAtCapMs);
  if (!finished(reference))
    notes.push(
      `the reference ${reference.didNotFinish}: it is stopped there (a task still running counts for as long as the page had not answered), so both ratios are lower bounds`,
    );
  return {
    ratioLongestTask: ratio(referenceLongest, Math.max(loupe.longestTaskMs, LONG_TASK_FLOOR_MS)),
    ratioElapsed: ratio(referenceElapsed, loupe.elapsedMs),
    ...(notes.length ? { ratioNotes: notes } : {}),
  };
}
