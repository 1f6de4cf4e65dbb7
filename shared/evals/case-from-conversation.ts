import { stringify } from 'yaml';
import type { ConversationEntry } from '../model/conversation-entry.ts';

/** A case as the file format writes it (case-file.md): what a saved conversation becomes. */
export interface WrittenCase {
  name: string;
  prompt?: string;
  conversation?: Array<{ role: 'user' | 'assistant'; content: string }>;
  expect: { calls: Array<{ tool: string; arguments?: Record<string, unknown> }> };
}

/**
 * A conversation turned into an eval case: the person's messages become the
 * prompt (one message) or the conversation (several, with the model's answers
 * between them), and the tool calls the model made in the last turn, the one
 * the case asks for again, become the expected calls with their arguments as
 * a subset. Earlier turns are given to the model as history, their calls are
 * not made again, so they are not expected. A call that did not run (denied,
 * stopped) is not expected either: the person did not want it. Undefined when
 * the conversation has no message of the person's.
 */
export function caseFromConversation(entries: readonly ConversationEntry[], name: string): WrittenCase | undefined {
  const lastTurn = entries.reduce((turn, entry) => (entry.kind === 'user' ? entry.turn : turn), 0);
  if (lastTurn === 0) return undefined;
  // The model's last words of each earlier turn stand for its answer in the conversation.
  const answers = new Map<number, string>();
  for (const entry of entries)
    if (entry.kind === 'model-step' && entry.turn < lastTurn && entry.text.trim() !== '')
      answers.set(entry.turn, entry.text);
  const conversation: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let turn = 0;
  for (const entry of entries)
    if (entry.kind === 'user') {
      const answer = answers.get(turn);
      if (answer !== undefined && turn !== entry.turn) conversation.push({ role: 'assistant', content: answer });
      turn = entry.turn;
      conversation.push({ role: 'user', content: entry.text });
    }
  const calls = entries.flatMap((entry) =>
    entry.kind === 'tool-call' && entry.turn === lastTurn && entry.status === 'done'
      ? [{ tool: entry.toolName, ...(entry.args && Object.keys(entry.args).length ? { arguments: entry.args } : {}) }]
      : [],
  );
  return {
    name,
    ...(conversation.length === 1 ? { prompt: conversation[0]!.content } : { conversation }),
    expect: { calls },
  };
}

/** A case file of one case, as YAML. */
export function caseFileYaml(evalCase: WrittenCase): string {
  return stringify({ cases: [evalCase] }, { lineWidth: 0 });
}
