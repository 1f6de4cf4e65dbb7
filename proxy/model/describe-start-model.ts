import type { LlmOptions } from '../cli/llm-args.ts';
import { environmentKeyFor, environmentKeys } from './environment-keys.ts';

/**
 * The start's model as printed under the ready line: provider, where, the
 * model ids, and the key by the variable it came from, never its value.
 */
export function describeStartModel(
  llm: LlmOptions,
  env: Readonly<Record<string, string | undefined>>,
): { line: string; warnings: string[] } {
  const { keys, refused } = environmentKeys(env, llm);
  const key = environmentKeyFor(keys, llm.provider, new URL(llm.baseUrl));
  const models = llm.models.length > 0 ? llm.models.join(', ') : 'none named yet (choose one in the Model panel)';
  return {
    line: `Model: ${llm.provider} at ${llm.baseUrl}; model ${models}; ${key ? `key from $${key.variable}` : 'no key'}`,
    warnings: refused.map(
      (variable) => `$${variable} is not used: a key must be visible ASCII characters, with no spaces or line breaks`,
    ),
  };
}
