import { capabilityNeeded, declares, findMethod } from '../protocol/catalogue.ts';
import type { Finding } from './finding.ts';
import type { Sender } from './method-rules.ts';

/** Each side's declared capabilities, as far as the log has seen them (undefined: not known, so not judged). */
export interface DeclaredCapabilities {
  client?: unknown;
  server?: unknown;
}

/**
 * A request needs the receiver to have offered the capability; a
 * notification needs its sender to have declared it (the server sends
 * `notifications/tools/list_changed` only with `tools.listChanged`).
 */
export function capabilityFindings(
  method: string,
  sender: Sender,
  revision: string | undefined,
  capabilities: DeclaredCapabilities,
): Finding[] {
  if (revision === undefined) return [];
  const spec = findMethod(method, revision);
  if (!spec) return [];
  const need = capabilityNeeded(spec, sender);
  if (!need) return [];
  const declared = need.side === 'client' ? capabilities.client : capabilities.server;
  if (declared === undefined || declares(declared, need.path)) return [];
  const own = need.side === sender;
  return [
    {
      rule: own ? 'capability-not-declared' : 'capability-not-offered',
      severity: 'warning',
      pointer: '/method',
      source: revision,
      message: own
        ? `the ${sender} sent ${method} but did not declare the ${need.path} capability`
        : `${method} needs the ${need.side}'s ${need.path} capability, which the ${need.side} did not declare`,
    },
  ];
}
