import fc from 'fast-check';
import { fuzzed } from '../tally.ts';
import { pollution } from './pollution.ts';

export interface FuzzOutcome {
  /** Cases the property ran (shrinking included, should one fail). */
  cases: number;
  /** The slowest case, in ms: what "terminates within a bound" measured. */
  slowestMs: number;
}

export interface FuzzOptions {
  numRuns: number;
  /** A case slower than this fails as a hang; generous, since the machine is shared and GC pauses land anywhere. */
  maxCaseMs?: number;
  seed?: number;
}

/**
 * Runs a property with fast-check and holds every case to three things
 * beyond its own assertions: it returns (a throw fails it), it returns
 * within `maxCaseMs`, and it leaves the built-in prototypes as they were.
 * The cases run are counted in the hardening tally.
 */
export function fuzz<Ts extends [unknown, ...unknown[]]>(
  area: string,
  name: string,
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  check: (...args: Ts) => void,
  options: FuzzOptions,
): FuzzOutcome {
  const maxCaseMs = options.maxCaseMs ?? 2_000;
  let cases = 0;
  let slowestMs = 0;
  const property = fc.property(...arbitraries, (...args: Ts) => {
    cases++;
    const started = performance.now();
    check(...args);
    const ms = performance.now() - started;
    slowestMs = Math.max(slowestMs, ms);
    if (ms > maxCaseMs) throw new Error(`a case took ${Math.round(ms)} ms (bound ${maxCaseMs} ms)`);
    const polluted = pollution();
    if (polluted) throw new Error(`a case polluted a prototype: ${polluted}`);
  });
  const started = performance.now();
  try {
    fc.assert(property, { numRuns: options.numRuns, ...(options.seed !== undefined ? { seed: options.seed } : {}) });
  } finally {
    fuzzed(area, name, cases);
    console.log(`fuzz ${area} / ${name}: ${cases} cases in ${Math.round(performance.now() - started)} ms, slowest case ${slowestMs.toFixed(1)} ms (bound ${maxCaseMs} ms)`);
  }
  return { cases, slowestMs };
}
