import { modelMatchReason } from '../../../../shared/inbox/model-match.ts';
import type { ModelSamplingOutcome } from '../../../../shared/inbox/sampling-model-answers.ts';
import { answerSamplingWithModel, matchModelHints } from '../../../../shared/model/answer-sampling.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { relayedModelAccess } from '../../../lib/relayed-model-access.ts';

// The model code and the AI SDK: loaded when a person first asks a model to answer, not with the Requests tab.

/** Asks `choice` (through the proxy's relay) to answer one sampling/createMessage request; a fault comes back said. */
export async function runSamplingModel(
  params: Record<string, unknown> | undefined,
  choice: ModelChoice,
  configured: readonly ConfiguredModel[],
  signal: AbortSignal,
): Promise<ModelSamplingOutcome> {
  const answer = await answerSamplingWithModel(
    params,
    choice,
    relayedModelAccess(() => configured),
    { signal },
  );
  if (answer.result && answer.draft)
    return { ok: true, result: answer.result, draft: answer.draft, notes: answer.notes };
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
