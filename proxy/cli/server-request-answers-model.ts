import { findingSentence } from '../../shared/diagnose/finding.ts';
import { modelMatchReason } from '../../shared/inbox/model-match.ts';
import { readSamplingRequest } from '../../shared/inbox/read-sampling.ts';
import type { Reply } from '../../shared/inbox/server-request.ts';
import { answerSamplingWithModel, matchModelHints } from '../../shared/model/answer-sampling.ts';
import { directModelAccess, type ModelAccess } from '../../shared/model/model-access.ts';
import { keyFromEnvironment, type ModelChoice, modelLabel } from '../../shared/model/model-choice.ts';
import type { SamplingServerContext } from '../../shared/model/sampling-context.ts';
import { ArgsError } from './arg-values.ts';
import type { LlmOptions } from './llm-args.ts';

/** `--sampling model`: the configured models, how they are reached, and where the CLI says what happened. */
export interface ModelSampling {
  kind: 'model';
  choices: readonly ModelChoice[];
  access: ModelAccess;
  say: (line: string) => void;
}

/** JSON-RPC's internal error: the client could not produce the message (the model failed), not the person declining. */
export const modelFailedCode = -32603;

/** The models `--llm-*` configured, reached directly with the key from the environment; a usage error without one. */
export function modelSamplingFrom(
  llm: LlmOptions | undefined,
  env: Readonly<Record<string, string | undefined>>,
  say: (line: string) => void,
): ModelSampling {
  if (!llm || llm.models.length === 0)
    throw new ArgsError(
      '--sampling model needs a model: --llm-model ID with --llm-provider (openai, anthropic) or --llm-base-url (an OpenAI-compatible server)',
    );
  const choices = llm.models.map((model) => ({ provider: llm.provider, baseUrl: llm.baseUrl, model }));
  return { kind: 'model', choices, access: directModelAccess((provider) => keyFromEnvironment(env, provider)), say };
}

/**
 * Asks the model matching the request's hints, once, with the server's
 * context when the request's includeContext asks for it (`server`: the
 * connected server as the host knows it). A fault never hangs the server:
 * it gets an error answer naming the cause, and the CLI says it.
 */
export async function sampleWithModel(
  params: Record<string, unknown> | undefined,
  sampling: ModelSampling,
  signal: AbortSignal,
  server?: SamplingServerContext,
): Promise<{ reply: Reply; outcome: string }> {
  const hints = readSamplingRequest(params).modelHints;
  const match = matchModelHints(hints, sampling.choices) ?? { choice: sampling.choices[0] as ModelChoice };
  const label = modelLabel(match.choice);
  const why = modelMatchReason(hints, match.hint, match.choice.model);
  const answer = await answerSamplingWithModel(params, match.choice, sampling.access, {
    signal,
    ...(server ? { server } : {}),
  });
  for (const finding of answer.findings)
    sampling.say(`mcp-loupe: sampling: ${findingSentence(finding)} [${finding.rule}]`);
  if (answer.addedContext !== undefined)
    sampling.say(`mcp-loupe: sampling: added to the system prompt:\n${answer.addedContext.replace(/^/gm, '  | ')}`);
  if (answer.result) {
    sampling.say(`mcp-loupe: sampling/createMessage answered by ${label} (${why})`);
    return { reply: { result: answer.result }, outcome: `Answered by the model ${label} (--sampling model; ${why})` };
  }
  const cause = signal.aborted
    ? 'the request ended before the model answered'
    : (answer.failure?.message ?? 'no answer');
  sampling.say(`mcp-loupe: sampling/createMessage not answered by ${label}: ${cause}. The server was sent an error.`);
  return {
    reply: { error: { code: modelFailedCode, message: `The model ${label} could not answer: ${cause}` } },
    outcome: `Not answered: the model ${label} failed (${cause}); an error went back (--sampling model)`,
  };
}
