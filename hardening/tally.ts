import { appendFileSync } from 'node:fs';

/**
 * What a hardening test tried and what came of it, for the table
 * `npm run test:hardening` prints. Tests still assert: a protection that
 * breaks fails its test; the tally only counts what was tried.
 */
export type Figure =
  /** One hostile attempt (a request, a frame, a page, a field) and whether it was refused. */
  | { kind: 'attack'; area: string; name: string; refused: boolean }
  /** One fault (a kill, a flood, a restart) and whether the inspector came through it as it should. */
  | { kind: 'fault'; area: string; name: string; survived: boolean }
  /** Processes a test found still running by pid after its sessions ended (must be none). */
  | { kind: 'left'; area: string; name: string; pids: number[] }
  /** Generated cases one property ran. */
  | { kind: 'fuzz'; area: string; name: string; cases: number }
  /** A load run and what it held. */
  | {
      kind: 'load';
      area: string;
      name: string;
      sessions: number;
      callsPerSession: number;
      answeredOnce: number;
      idleMb: number;
      peakMb: number;
      afterMb: number;
      childrenLeft: number;
    };

/** Where figures go: the file `hardening/run.ts` names, or nowhere when a test runs alone. */
export function record(figure: Figure, file: string | undefined = process.env.HARDENING_TALLY): void {
  if (!file) return;
  appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** Records an attack attempt and returns whether it was refused, so a test can `expect(attempt(...)).toBe(true)`. */
export function attack(area: string, name: string, refused: boolean): boolean {
  record({ kind: 'attack', area, name, refused });
  return refused;
}

export function fault(area: string, name: string, survived: boolean): boolean {
  record({ kind: 'fault', area, name, survived });
  return survived;
}

export function left(area: string, name: string, pids: number[]): number[] {
  record({ kind: 'left', area, name, pids });
  return pids;
}

export function fuzzed(area: string, name: string, cases: number): void {
  record({ kind: 'fuzz', area, name, cases });
}
