import { findingsText, flags, type Finding } from '../diagnose/finding.ts';
import type { WireInput } from './wire-entry.ts';
import type { PairingFacts } from './wire-pairing.ts';

// What the log writes without its judge of frames (frame-findings.ts): the entries that are not JSON-RPC frames keep
// what their transport said. Apart from the judge, so a log whose judge comes later (WireLogCore) writes them too.

/** What judging one entry gives: pairing facts, findings, and their one-line text. */
export interface Judged {
  facts: Omit<PairingFacts, 'findings'>;
  findings: Finding[];
  problem?: string;
}

export const MESSAGE_KINDS: ReadonlySet<string> = new Set([
  'request',
  'notification',
  'result',
  'error',
  'not-jsonrpc',
]);

/** A JSON-RPC frame (or text that should have been one), sent or received: what the judge pairs and judges. */
export function isFrame(input: WireInput): boolean {
  return (
    (input.direction === 'in' || input.direction === 'out') &&
    (MESSAGE_KINDS.has(input.kind) || input.kind === 'invalid-json')
  );
}

/** Stderr, process notes, HTTP and SSE entries: what the transport said, as it said it. */
export function notFrame(input: WireInput): Judged {
  const findings = input.findings ? [...input.findings] : [];
  const texts = [input.problem, findingsText(findings.filter(flags))].filter((text): text is string => Boolean(text));
  const problem = [...new Set(texts)].join('; ') || undefined;
  return { facts: {}, findings, ...(problem ? { problem } : {}) };
}
