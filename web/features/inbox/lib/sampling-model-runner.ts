import { modelMatchReason } from '../../../../shared/inbox/model-match.ts';
import type { ModelSamplingOutcome } from '../../../../shared/inbox/sampling-model-answers.ts';
import { answerSamplingWithModel, matchModelHints } from '../../../../shared/model/answer-sampling.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { SamplingServerContext } from '../../../../shared/model/sampling-context.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { relayedModelAccess } from '../../../lib/relayed-model-access.ts';

// The model code and the AI SDK: loaded when a person first asks a model to answer, not with the Requests tab.

/**
 * Asks `choice` (through the proxy's relay) to answer one sampling/createMessage request, with the server's
 * context when the request asks for it; a fault comes back said.
 */
export async function runSamplingModel(
  params: Record<string, unknown> | undefined,
  choice: ModelChoice,
  configured: readonly ConfiguredModel[],
  signal: AbortSignal,
  server?: SamplingServerContext,
): Promise<ModelSamplingOutcome> {
  const answer = await answerSamplingWithModel(
    params,
    choice,
    relayedModelAccess(() => configured),
    { signal, ...(server ? { server } : {}) },
  );
  if (answer.result && answer.draft)
    return {
      ok: true,
      result: answer.result,
      draft: answer.draft,
      findings: answer.findings,
      ...(answer.addedContext !== undefined ? { addedContext: answer.addedContext } : {}),
    };
  return { ok: false, message: answer.failure?.message ?? 'The model gave no answer' };
}

/** The configured model a request's hints pick (the first configured when none matches), and why, in words. */
export function pickSamplingModel(
  hints: readonly string[],
  choices: readonly ModelChoice[],
): { choice: ModelChoice; why: string } | undefined {
  const match = matchModelHints(hints, choices);
  return match && { choice: match.choice, why: modelMatchReason(hints, match.hint, match.choice.model) };
}
