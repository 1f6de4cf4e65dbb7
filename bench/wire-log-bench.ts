// The wire log on its own: appending and filtering 100,000 entries.
import { WireFilter } from '../shared/wire/wire-filter.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import { medianFigures } from './stats.ts';

/** Appending and filtering `count` entries, `runs` times over: the median of each figure, the runs and the samples. */
export function wireLogFigures(count = 100_000, runs = 5) {
  return medianFigures(Array.from({ length: Math.max(1, runs) }, () => oneWireLog(count)));
}

function oneWireLog(count: number) {
  const log = new WireLog(() => {});
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const raw = `{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"message ${i}"}}`;
    log.append({ connection: 1, t: i, direction: 'in', kind: 'notification', method: 'notifications/message', raw });
  }
  const appendMs = performance.now() - started;
  const filter = new WireFilter();
  const filterStarted = performance.now();
  const matches = filter.matches(log.entries(), 'message 9999');
  const fullFilterMs = performance.now() - filterStarted;
  log.append({ connection: 1, t: 0, direction: 'in', kind: 'stderr', raw: 'message 99999 again' });
  const incrementalStarted = performance.now();
  filter.matches(log.entries(), 'message 9999');
  const incrementalFilterMs = performance.now() - incrementalStarted;
  return {
    entries: count,
    appendMs: Math.round(appendMs),
    perAppendUs: Number(((appendMs * 1000) / count).toFixed(2)),
    fullFilterMs: Math.round(fullFilterMs),
    incrementalFilterMs: Number(incrementalFilterMs.toFixed(3)),
    matches: matches.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(wireLogFigures(Number(process.argv[2] ?? 100_000))));
