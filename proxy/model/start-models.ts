import type { LlmOptions } from '../cli/llm-args.ts';
import { environmentKeys } from './environment-keys.ts';
import { ModelSettings } from './model-settings.ts';

/**
 * The models of this run from the start options: one per `--llm-model`
 * (one with no model id yet when none was given), and the keys the
 * environment holds. `refused` names variables whose value a header cannot carry.
 */
export function modelSettingsAtStart(
  llm: LlmOptions | undefined,
  env: Readonly<Record<string, string | undefined>>,
): { settings: ModelSettings; refused: string[] } {
  const { keys, refused } = environmentKeys(env, llm);
  const ids = llm ? (llm.models.length > 0 ? llm.models : ['']) : [];
  const models = llm ? ids.map((model) => ({ provider: llm.provider, baseUrl: llm.baseUrl, model })) : [];
  return { settings: new ModelSettings(models, keys), refused };
}
