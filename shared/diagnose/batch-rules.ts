import type { Finding } from './finding.ts';

/**
 * Batches (a JSON array of messages): JSON-RPC 2.0 has them; MCP added them
 * in 2025-03-26 and removed them in 2025-06-18. An empty array and an item
 * that is not an object are JSON-RPC invalid requests whatever the revision.
 */

const BATCH_REVISION = '2025-03-26';

/** Findings on a batch as a whole. `answersOnly`: every item is a response (the answer to a batch, which JSON-RPC requires to be a batch). */
export function batchFindings(itemCount: number, revision: string | undefined, answersOnly: boolean): Finding[] {
  if (itemCount === 0) {
    return [
      {
        rule: 'batch-empty',
        severity: 'error',
        pointer: '',
        source: 'JSON-RPC 2.0',
        message: 'an empty batch [] is an invalid request: a batch must hold at least one message',
      },
    ];
  }
  if (revision === undefined || revision === BATCH_REVISION || answersOnly) return [];
  const removed = revision > BATCH_REVISION;
  return [
    {
      rule: 'batch-not-in-revision',
      severity: removed ? 'error' : 'warning',
      pointer: '',
      source: revision,
      message: removed
        ? `batches were removed in 2025-06-18; this session speaks ${revision}: send each message on its own`
        : `batches arrived in ${BATCH_REVISION}; this session speaks ${revision}`,
    },
  ];
}

/** A finding on one item of a batch, when the item cannot be a message at all. */
export function batchItemFinding(item: unknown, index: number): Finding | undefined {
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) return undefined;
  const what = Array.isArray(item) ? 'an array' : item === null ? 'null' : `a ${typeof item}`;
  return {
    rule: 'batch-item-not-object',
    severity: 'error',
    pointer: '',
    source: 'JSON-RPC 2.0',
    message: `item ${index} of the batch is ${what}, not a message object: an invalid request`,
  };
}
