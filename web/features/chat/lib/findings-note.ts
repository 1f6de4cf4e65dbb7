import type { ToolCallEntry } from '../../../../shared/model/conversation-entry.ts';

/**
 * What the card says under a call's findings, true at each stage: before it runs the engine's reason it is held;
 * after, what it ran with (the model's arguments, findings and all, or the person's edit), or that it never ran.
 * `modelArgs` are the arguments as the model made them (the entry's `args` become the ones that ran).
 */
export function findingsNote(
  call: Pick<ToolCallEntry, 'status' | 'held' | 'args' | 'outcome'>,
  modelArgs: Record<string, unknown> | undefined,
): string | undefined {
  if (call.status === 'awaiting-approval') return call.held;
  const ran = call.status === 'running' || call.status === 'done' || call.outcome !== undefined;
  if (!ran) return 'Held for these findings; it did not run.';
  const same = modelArgs !== undefined && JSON.stringify(call.args ?? {}) === JSON.stringify(modelArgs);
  if (same) return 'It ran with the model’s arguments above, which these findings are against.';
  return `It ran with ${JSON.stringify(call.args ?? {})} in place of the model’s arguments, which these findings are against.`;
}
