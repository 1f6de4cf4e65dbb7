import type { Finding } from '../diagnose/finding.ts';

/**
 * Rules that judge what the inspector chose to send, not what the server
 * did: on a probe they say nothing (sending `server/discover` to a server of
 * an earlier revision is the point of the probe).
 */
const aboutTheSender = new Set(['method-not-in-revision']);

/** The findings of a probe's entry: the inspector's, never the server's. */
export function probeEntryFindings(findings: readonly Finding[]): Finding[] {
  return findings
    .filter((finding) => !aboutTheSender.has(finding.rule))
    .map((finding) => (finding.cause === 'probe' ? finding : { ...finding, cause: 'probe' }));
}
