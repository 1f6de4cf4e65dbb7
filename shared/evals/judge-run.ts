import { generateText } from 'ai';
import type { ModelAccess } from '../model/model-access.ts';
import type { ModelChoice } from '../model/model-choice.ts';
import type { EvalCase } from './case-file.ts';
import { judgePrompt } from './judge-prompt.ts';
import { readJudgeVerdict, type JudgeVerdict } from './judge-verdict.ts';
import type { RunTranscript } from './run-transcript.ts';

/** The judge's answer, or why there is none (the judge's provider failed): either way the run cannot pass without a pass. */
export type JudgeAnswer = { verdict: JudgeVerdict } | { error: string };

/**
 * Asks the judge model for a case's rubric on one run. An answer that is
 * not a verdict is a fail that quotes it: a judge that cannot be read
 * passes nothing.
 */
export async function judgeRun(
  evalCase: EvalCase & { judge: string },
  run: RunTranscript,
  judge: { access: ModelAccess; choice: ModelChoice; signal?: AbortSignal },
): Promise<JudgeAnswer> {
  const { system, prompt } = judgePrompt(evalCase, run, evalCase.judge);
  let text: string;
  try {
    const model = judge.access.languageModel(judge.choice);
    // No retries of the library's own: a fault is said once, as the conversation's are.
    const result = await generateText({
      model,
      system,
      prompt,
      maxRetries: 0,
      ...(judge.signal ? { abortSignal: judge.signal } : {}),
    });
    text = result.text;
  } catch (error) {
    return {
      error: `The judge (${judge.choice.model}) could not answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const verdict = readJudgeVerdict(text);
  if (verdict) return { verdict };
  const quoted = JSON.stringify(text.length > 120 ? `${text.slice(0, 119)}…` : text);
  return { verdict: { passed: false, reason: `its answer could not be read as pass or fail: ${quoted}` } };
}
