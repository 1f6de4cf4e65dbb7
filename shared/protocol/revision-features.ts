/** Features whose presence depends on the negotiated protocol revision. */
export type RevisionFeature =
  | 'sampling'
  | 'samplingTools'
  | 'elicitation'
  | 'elicitationUrl'
  | 'roots'
  | 'tasks'
  | 'ping'
  | 'setLevel'
  | 'requestLogLevel'
  | 'completionContext'
  | 'subscribe'
  | 'listen'
  | 'inputRequired';

const since: Partial<Record<RevisionFeature, string>> = {
  elicitation: '2025-06-18',
  completionContext: '2025-06-18',
  elicitationUrl: '2025-11-25',
  samplingTools: '2025-11-25',
  tasks: '2025-11-25',
  requestLogLevel: '2026-07-28',
  listen: '2026-07-28',
  inputRequired: '2026-07-28',
};

/** Features a revision dropped, with what takes their place. */
const until: Partial<Record<RevisionFeature, { before: string; instead: string }>> = {
  ping: { before: '2026-07-28', instead: 'a stateless server has no session to keep alive' },
  setLevel: { before: '2026-07-28', instead: 'the level travels with each request instead' },
  subscribe: { before: '2026-07-28', instead: 'use subscriptions/listen' },
};

const names: Record<RevisionFeature, string> = {
  sampling: 'Sampling',
  samplingTools: 'Tools in sampling',
  elicitation: 'Elicitation',
  elicitationUrl: 'URL-mode elicitation',
  roots: 'Roots',
  tasks: 'Tasks',
  ping: 'Ping',
  setLevel: 'logging/setLevel',
  requestLogLevel: 'A log level per request',
  completionContext: 'Completion context',
  subscribe: 'resources/subscribe',
  listen: 'subscriptions/listen',
  inputRequired: 'input_required results',
};

export type Availability = { available: true } | { available: false; why: string };

/**
 * Whether a feature exists in a revision, and if not, why, in words. An
 * unknown revision (not yet connected) has everything: nothing is greyed
 * out before there is a server to ask.
 */
export function featureAvailability(feature: RevisionFeature, protocolVersion: string | undefined): Availability {
  if (!protocolVersion) return { available: true };
  const first = since[feature];
  if (first && protocolVersion < first)
    return { available: false, why: `${names[feature]} arrived in ${first}; this session speaks ${protocolVersion}` };
  const last = until[feature];
  if (last && protocolVersion >= last.before)
    return { available: false, why: `${names[feature]} is gone in ${last.before}: ${last.instead}` };
  return { available: true };
}
