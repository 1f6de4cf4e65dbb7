import { lookup } from 'node:dns/promises';
import { performance } from 'node:perf_hooks';
import { packageVersion } from '../package-info.ts';
import type { TrustLookup } from '../relay/trust-store.ts';
import { requestUpstream } from '../relay/upstream.ts';

export type Upstream = typeof requestUpstream;

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Lookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** Everything the checks touch outside themselves; tests replace what they need. */
export interface DoctorEnvironment {
  /** Certificates the person trusted for this run. */
  trust: TrustLookup;
  /** One HTTP exchange by the relay's TLS rules. */
  upstream: Upstream;
  lookup: Lookup;
  /** TCP and TLS set-up, each attempt. */
  connectTimeoutMs: number;
  /** From a request until its answer is read. */
  answerTimeoutMs: number;
  /** Until a legacy stream's `endpoint` event. */
  sseTimeoutMs: number;
  now: () => number;
  /** Our version, in clientInfo. */
  version: string;
}

export function doctorEnvironment(
  overrides: Partial<DoctorEnvironment> & Pick<DoctorEnvironment, 'trust'>,
): DoctorEnvironment {
  return {
    upstream: requestUpstream,
    lookup: (hostname) => lookup(hostname, { all: true }),
    connectTimeoutMs: 5_000,
    answerTimeoutMs: 10_000,
    sseTimeoutMs: 5_000,
    now: () => performance.now(),
    version: packageVersion(),
    ...overrides,
  };
}
