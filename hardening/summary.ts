import type { Figure } from './tally.ts';

export interface HardeningSummary {
  attacks: { tried: number; refused: number; byArea: Map<string, { tried: number; refused: number }> };
  faults: { tried: number; survived: number; byArea: Map<string, { tried: number; survived: number }> };
  processesLeft: number;
  fuzz: { cases: number; byArea: Map<string, number> };
  loads: Extract<Figure, { kind: 'load' }>[];
  /** Each attempt that got through, fault not survived, process left or load run short, by area and name. */
  failures: string[];
  /** Everything refused, survived, every load call answered once, and nothing left. */
  ok: boolean;
}

export function summarize(figures: readonly Figure[]): HardeningSummary {
  const attacks = { tried: 0, refused: 0, byArea: new Map<string, { tried: number; refused: number }>() };
  const faults = { tried: 0, survived: 0, byArea: new Map<string, { tried: number; survived: number }>() };
  const fuzz = { cases: 0, byArea: new Map<string, number>() };
  const loads: Extract<Figure, { kind: 'load' }>[] = [];
  const failures: string[] = [];
  let processesLeft = 0;
  for (const figure of figures) {
    if (figure.kind === 'attack') {
      const area = attacks.byArea.get(figure.area) ?? { tried: 0, refused: 0 };
      area.tried++;
      attacks.tried++;
      if (figure.refused) area.refused++, attacks.refused++;
      else failures.push(`not refused: ${figure.area} › ${figure.name}`);
      attacks.byArea.set(figure.area, area);
    } else if (figure.kind === 'fault') {
      const area = faults.byArea.get(figure.area) ?? { tried: 0, survived: 0 };
      area.tried++;
      faults.tried++;
      if (figure.survived) area.survived++, faults.survived++;
      else failures.push(`not survived: ${figure.area} › ${figure.name}`);
      faults.byArea.set(figure.area, area);
    } else if (figure.kind === 'left') {
      processesLeft += figure.pids.length;
      if (figure.pids.length > 0)
        failures.push(`left running: ${figure.area} › ${figure.name} (pids ${figure.pids.join(', ')})`);
    } else if (figure.kind === 'fuzz') {
      fuzz.cases += figure.cases;
      fuzz.byArea.set(figure.area, (fuzz.byArea.get(figure.area) ?? 0) + figure.cases);
    } else {
      loads.push(figure);
      processesLeft += figure.childrenLeft;
      const expected = figure.sessions * figure.callsPerSession;
      if (figure.answeredOnce !== expected)
        failures.push(`load: ${figure.name}: ${figure.answeredOnce} of ${expected} answered exactly once`);
      if (figure.childrenLeft > 0) failures.push(`load: ${figure.name}: ${figure.childrenLeft} children left`);
    }
  }
  // A load run holds when every call was answered exactly once; its memory bound is its test's to assert.
  const loadsHeld = loads.every((load) => load.answeredOnce === load.sessions * load.callsPerSession);
  const ok = attacks.refused === attacks.tried && faults.survived === faults.tried && processesLeft === 0 && loadsHeld;
  return { attacks, faults, processesLeft, fuzz, loads, failures, ok };
}

/** The table, plain text, columns aligned. */
export function table(summary: HardeningSummary): string {
  const rows: [string, string][] = [];
  rows.push(['Attacks refused', `${summary.attacks.refused} of ${summary.attacks.tried}`]);
  for (const [area, count] of [...summary.attacks.byArea].sort())
    rows.push([`  ${area}`, `${count.refused} of ${count.tried}`]);
  rows.push(['Faults survived', `${summary.faults.survived} of ${summary.faults.tried}`]);
  for (const [area, count] of [...summary.faults.byArea].sort())
    rows.push([`  ${area}`, `${count.survived} of ${count.tried}`]);
  rows.push(['Processes left', String(summary.processesLeft)]);
  rows.push(['Fuzz cases run', summary.fuzz.cases.toLocaleString('en-US')]);
  for (const [area, cases] of [...summary.fuzz.byArea].sort()) rows.push([`  ${area}`, cases.toLocaleString('en-US')]);
  for (const load of summary.loads) {
    rows.push([
      `Load: ${load.name}`,
      `${load.sessions} sessions × ${load.callsPerSession} calls, ${load.answeredOnce} answered exactly once; proxy memory ${load.idleMb} MB idle, ${load.peakMb} MB peak, ${load.afterMb} MB after; ${load.childrenLeft} children left`,
    ]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
  // The closing lines name what got through: a log cut to its last lines still shows the cause.
  const verdict = summary.ok
    ? ['All refused, survived and cleaned up.']
    : [
        'FAILED:',
        ...summary.failures.slice(0, 20).map((failure) => `  ${failure}`),
        ...(summary.failures.length > 20 ? [`  … and ${summary.failures.length - 20} more`] : []),
      ];
  return ['mcp-loupe hardening', ...lines, ...verdict].join('\n');
}
