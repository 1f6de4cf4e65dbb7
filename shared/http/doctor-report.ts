import type { HeaderEntry, HttpTransportChoice } from './http-target.ts';

/**
 * The connection doctor (`POST /api/doctor`): checks the proxy runs against
 * a server behind a URL, in order, each with its evidence, and one sentence
 * naming the first thing that is wrong.
 */

/** The checks, in the order they run. */
export const DOCTOR_CHECK_IDS = [
  'url',
  'dns',
  'tcp',
  'tls',
  'http',
  'cors',
  'sse',
  'auth',
  'revisions',
  'list',
] as const;

export type DoctorCheckId = (typeof DOCTOR_CHECK_IDS)[number];

export type DoctorStatus = 'pass' | 'fail' | 'warn' | 'skip';

export interface DoctorCheck {
  id: DoctorCheckId;
  title: string;
  status: DoctorStatus;
  /** What was found, or why the check did not run. */
  summary: string;
  /** Facts behind the summary. Never a header value the person gave: only names. */
  evidence?: Record<string, unknown>;
  /** How long the check took. */
  ms?: number;
}

export interface DoctorReport {
  url: string;
  checks: DoctorCheck[];
  /** One sentence: the first thing that is wrong and what to do, or "All checks passed." */
  verdict: string;
  /** Id of the first failing check. */
  firstProblem?: DoctorCheckId;
}

export interface DoctorRequest {
  url: string;
  transport: HttpTransportChoice;
  /** The person's headers (Authorization, Cookie…): sent to the server, named in the report, never shown. */
  headers: HeaderEntry[];
  /** The page's origin: what a browser there would be told (CORS). */
  inspectorOrigin: string;
}
