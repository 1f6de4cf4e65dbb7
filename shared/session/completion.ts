import type { SuggestAnswer } from '../schema-form/suggestions.ts';
import type { CallOutcome } from './call-outcome.ts';
import { featureAvailability } from '../protocol/revision-features.ts';

/** What a completion is for: a prompt's argument or a resource template's variable. */
export type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

/**
 * Asks `completion/complete` for one argument as the person types it, with
 * the other filled values as `context.arguments` on revisions that have it
 * (2025-06-18 and later). An error or an answer of the wrong shape comes
 * back as the reason, never as an empty list.
 */
export async function complete(
  request: (method: string, params: Record<string, unknown>) => Promise<CallOutcome>,
  ref: CompletionRef,
  argument: { name: string; value: string },
  filled: Record<string, unknown>,
  protocolVersion: string | undefined,
): Promise<SuggestAnswer> {
  const others = Object.fromEntries(
    Object.entries(filled).filter(
      ([name, value]) => name !== argument.name && typeof value === 'string' && value !== '',
    ),
  );
  const withContext =
    featureAvailability('completionContext', protocolVersion).available && Object.keys(others).length > 0;
  const outcome = await request('completion/complete', {
    ref,
    argument,
    ...(withContext ? { context: { arguments: others } } : {}),
  });
  if (outcome.kind === 'cancelled') return { error: 'Cancelled' };
  if (outcome.kind === 'error')
    return { error: `${outcome.code !== undefined ? `${outcome.code} ` : ''}${outcome.message}` };
  const completion = (
    outcome.result as { completion?: { values?: unknown; total?: unknown; hasMore?: unknown } } | undefined
  )?.completion;
  if (!completion || !Array.isArray(completion.values))
    return { error: 'The server answered without completion.values' };
  const values = completion.values.filter((value): value is string => typeof value === 'string');
  return {
    values,
    ...(typeof completion.total === 'number' ? { total: completion.total } : {}),
    ...(typeof completion.hasMore === 'boolean' ? { hasMore: completion.hasMore } : {}),
  };
}

/** Whether to ask this server for completions at all: it declares them, or it speaks 2024-11-05 (which had no capability for them). */
export function offersCompletions(
  capabilities: Record<string, unknown> | undefined,
  protocolVersion: string | undefined,
): boolean {
  return capabilities?.completions !== undefined || protocolVersion === '2024-11-05';
}
