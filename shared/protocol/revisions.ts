/** Protocol revisions the inspector can pin. `auto` negotiates the latest the server offers. */
export const PROTOCOL_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

export type ProtocolRevision = (typeof PROTOCOL_REVISIONS)[number];
export type RevisionChoice = 'auto' | ProtocolRevision;

/** Revisions that start with `server/discover` instead of `initialize`. */
export function isStatelessRevision(revision: string): boolean {
  return revision >= '2026-07-28';
}

export function isRevisionChoice(value: string): value is RevisionChoice {
  return value === 'auto' || (PROTOCOL_REVISIONS as readonly string[]).includes(value);
}
