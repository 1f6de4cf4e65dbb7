import fc from 'fast-check';
import { fuzzed } from '../tally.ts';
import { pollution } from './pollution.ts';

export interface FuzzOutcome {
  /** Cases the property ran (shrinking included, should one fail). */
  cases: number;
  /** The slowest case, in ms: printed for information, never a verdict (a busy machine makes every case slower). */
  slowestMs: number;
}

export interface FuzzOptions {
  /**
   * Cases for one run. No seed is fixed, so every run draws new cases and the runs add up (a failure prints its
   * seed to replay); the slow properties (over 1 ms a case) run a few thousand, so the suite fits CI's time.
   */
  numRuns: number;
  seed?: number;
}

/**
 * Runs a property with fast-check and holds every case to two things
 * beyond its own assertions: it returns (a throw fails it; one that never
 * returns fails the test by its timeout), and it leaves the built-in
 * prototypes as they were. How long a case takes is the machine's as much
 * as the code's, so it is printed, not judged (`npm run bench` measures).
 * The cases run are counted in the hardening tally.
 */
export function fuzz<Ts extends [unknown, ...unknown[]]>(
  area: string,
  name: string,
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  check: (...args: Ts) => void,
  options: FuzzOptions,
): FuzzOutcome {
  let cases = 0;
  let slowestMs = 0;
  const property = fc.property(...arbitraries, (...args: Ts) => {
    cases++;
    const started = performance.now();
    check(...args);
    const ms = performance.now() - started;
    slowestMs = Math.max(slowestMs, ms);
    const polluted = pollution();
    if (polluted) throw new Error(`a case polluted a prototype: ${polluted}`);
  });
  const started = performance.now();
  try {
    fc.assert(property, { numRuns: options.numRuns, ...(options.seed !== undefined ? { seed: options.seed } : {}) });
  } finally {
    fuzzed(area, name, cases);
    console.log(
      `fuzz ${area} / ${name}: ${cases} cases in ${Math.round(performance.now() - started)} ms, slowest case ${slowestMs.toFixed(1)} ms`,
    );
  }
  return { cases, slowestMs };
}
