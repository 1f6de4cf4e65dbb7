import { type Finding, mcpSource } from '../diagnose/finding.ts';
import { snapshotRules } from '../diagnose/rules/snapshot.ts';

/** A list that failed when asked for in full (`listAllPages` threw): the server's, said in `message`. */
export function listFailedFinding(message: string, revision?: string): Finding {
  return {
    rule: 'list-failed',
    severity: snapshotRules['list-failed'].severity,
    pointer: '',
    source: mcpSource(revision),
    message,
  };
}
