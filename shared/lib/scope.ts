/**
 * Work begun in a scope (a connect, the tasks of one connection) goes on
 * only while the scope lives. `live(work)` settles as `work` does while the
 * scope's signal is not aborted, and rejects with a {@link StoodDown} once
 * it is, so the code after an await never runs for a scope that ended;
 * `standDown` takes that rejection for a quiet end at the top of the work.
 */
export class StoodDown extends Error {
  constructor(reason: unknown) {
    super(`stood down: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'StoodDown';
  }
}

export function scoped(signal: AbortSignal): <T>(work: Promise<T> | T) => Promise<T> {
  return (work) =>
    Promise.resolve(work).then(
      (value) => {
        if (signal.aborted) throw new StoodDown(signal.reason);
        return value;
      },
      (error: unknown) => {
        throw signal.aborted ? new StoodDown(signal.reason) : error;
      },
    );
}

/** Runs `work` to its end; a stand-down (its scope ended) resolves to undefined, any other failure is thrown on. */
export async function standDown<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StoodDown) return undefined;
    throw error;
  }
}
