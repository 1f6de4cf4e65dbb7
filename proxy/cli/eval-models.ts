import type { CaseFile, CaseModel } from '../../shared/evals/case-file.ts';
import { choiceProblem, defaultBaseUrl, modelLabel, type ModelChoice } from '../../shared/model/model-choice.ts';
import type { LlmOptions } from './llm-args.ts';

/** The models an evaluation runs with, and its judge; or why there are none to run with. */
export type EvalModels =
  | { readonly models: readonly ModelChoice[]; readonly judge?: ModelChoice }
  | { readonly problem: string };

/**
 * The models to run with: those of the command line (`--llm-model`, at
 * `--llm-provider` and `--llm-base-url`) when it names any, else the case
 * file's, each completed by the command line's provider and base URL where
 * it names neither.
 */
export function evalModels(llm: LlmOptions | undefined, file: CaseFile): EvalModels {
  const named: readonly CaseModel[] = llm?.models.length ? llm.models.map((model) => ({ model })) : file.models;
  if (!named.length)
    return {
      problem:
        'No model to run the cases with: give --llm-provider and --llm-model (and --llm-base-url for an OpenAI-compatible server), or list "models" in the case file',
    };
  const models: ModelChoice[] = [];
  for (const model of named) {
    const choice = complete(model, llm);
    if ('problem' in choice) return choice;
    models.push(choice);
  }
  if (file.judgeModel === undefined) return { models };
  const judge = complete(file.judgeModel, llm);
  return 'problem' in judge ? { problem: `The judge model: ${judge.problem}` } : { models, judge };
}

function complete(model: CaseModel, llm: LlmOptions | undefined): ModelChoice | { problem: string } {
  const provider = model.provider ?? llm?.provider;
  if (provider === undefined)
    return {
      problem: `The model ${JSON.stringify(model.model)} has no provider: give --llm-provider (and --llm-base-url), or write it in the case file as {provider, baseUrl, model}`,
    };
  // The command line's base URL goes with its provider; another provider named by the file is at its own API.
  const baseUrl = model.baseUrl ?? (provider === llm?.provider ? llm.baseUrl : defaultBaseUrl(provider));
  const choice: ModelChoice = { provider, model: model.model, ...(baseUrl !== undefined ? { baseUrl } : {}) };
  const problem = choiceProblem(choice);
  return problem === undefined ? choice : { problem: `${modelLabel(choice)}: ${problem}` };
}
