import type { EvalCase } from './case-file.ts';
import type { RunTranscript } from './run-transcript.ts';

/** What the judge model is told: how to answer, then the rubric and the run it grades. */
export interface JudgePrompt {
  readonly system: string;
  readonly prompt: string;
}

const SYSTEM = [
  'You grade one run of an AI assistant that used tools from an MCP server.',
  'Read the rubric and the run, then answer with one JSON object and nothing else:',
  '{"pass": true or false, "reason": "one sentence saying why"}.',
  'Judge only by the rubric and what the run shows.',
].join(' ');

/** The run as the judge reads it: the person's messages, each tool call with its arguments and outcome, the last text. */
export function judgePrompt(evalCase: EvalCase, run: RunTranscript, rubric: string): JudgePrompt {
  const lines = [`Rubric:\n${rubric}`, '', 'The run:'];
  for (const message of evalCase.conversation)
    lines.push(`${message.role === 'user' ? 'User' : 'Assistant'}: ${message.content}`);
  for (const call of run.calls) {
    const args = call.argumentsText ?? JSON.stringify(call.arguments ?? {});
    const outcome = call.outcome ? ` -> ${call.outcome}${call.detail ? `: ${call.detail}` : ''}` : '';
    lines.push(`Tool call (turn ${call.turn}): ${call.tool}(${args})${outcome}`);
  }
  for (const error of run.errors) lines.push(`Error: ${error.message}`);
  lines.push(`Assistant's final answer: ${run.finalText || '(none)'}`);
  return { system: SYSTEM, prompt: lines.join('\n') };
}
