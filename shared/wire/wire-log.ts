import { judgeFrames } from './frame-findings.ts';
import type { MemoryBudgetOptions } from './memory-budget.ts';
import { WireLogCore, type Schedule } from './wire-log-core.ts';

export type { FrameJudge, LogMemory, MakeFrameJudge, Schedule } from './wire-log-core.ts';

/**
 * The wire log judging every frame from the first (see WireLogCore): what the command line, an imported log, the
 * tests and the benches use. The page's log is a WireLogCore, given its judge with the session's engine.
 */
export class WireLog extends WireLogCore {
  constructor(schedule?: Schedule, options: { budget?: MemoryBudgetOptions } = {}) {
    super(schedule, options);
    this.judgeWith(judgeFrames);
  }
}
