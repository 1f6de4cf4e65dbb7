import { useEffect } from 'react';
import type { Conversation } from '../../../../shared/model/conversation.ts';
import type { ConversationState, ToolCallEntry } from '../../../../shared/model/conversation-entry.ts';
import { modelLabel } from '../../../../shared/model/model-choice.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { ModelTurnRecorder, type StepView } from '../../../../shared/wire/model-turn.ts';
import { useSession } from '../../../lib/session-context.tsx';

/** One recorder per conversation, whichever effect runs first: a step is written once however often this mounts. */
const recorders = new WeakMap<Conversation, ModelTurnRecorder>();
/** Conversations numbered in the page's session from 1, as the log names them. */
const counts = new WeakMap<McpSession, number>();

/**
 * Writes the conversation's model steps into the session's wire log, where
 * the Log's timeline draws them in their own lane, each linked to the
 * tools/call frames it caused (see ModelTurnRecorder).
 */
export function useModelTurnLog(conversation: Conversation | undefined): void {
  const session = useSession();
  useEffect(() => {
    if (!conversation) return;
    let recorder = recorders.get(conversation);
    if (!recorder) {
      const number = (counts.get(session) ?? 0) + 1;
      counts.set(session, number);
      recorder = new ModelTurnRecorder(session.log, number, () => session.state.getSnapshot().connection, session.now);
      recorders.set(conversation, recorder);
    }
    const label = modelLabel(conversation.choice);
    const made = recorder;
    const record = () => made.observe(stepViews(conversation.state.getSnapshot(), label));
    record();
    return conversation.state.subscribe(record);
  }, [conversation, session]);
}

/** The conversation's steps with their tool calls, as the recorder reads them. */
export function stepViews(state: ConversationState, model: string): StepView[] {
  const calls = new Map<string, ToolCallEntry>();
  for (const entry of state.entries) if (entry.kind === 'tool-call') calls.set(entry.id, entry);
  const steps: StepView[] = [];
  for (const entry of state.entries) {
    if (entry.kind !== 'model-step') continue;
    steps.push({
      step: entry.step,
      turn: entry.turn,
      model,
      status: entry.status,
      text: entry.text,
      ...(entry.finishReason !== undefined ? { finishReason: entry.finishReason } : {}),
      ...(entry.timing.firstTokenMs !== undefined ? { firstTokenMs: entry.timing.firstTokenMs } : {}),
      ...(entry.timing.totalMs !== undefined ? { totalMs: entry.timing.totalMs } : {}),
      ...(entry.usage?.inputTokens !== undefined ? { inputTokens: entry.usage.inputTokens } : {}),
      ...(entry.usage?.outputTokens !== undefined ? { outputTokens: entry.usage.outputTokens } : {}),
      ...(entry.usage?.cost !== undefined ? { cost: entry.usage.cost } : {}),
      ...(entry.request !== undefined ? { request: entry.request } : {}),
      calls: entry.toolCallIds.map((id) => {
        const call = calls.get(id);
        // The step names its calls before their entries arrive: one not listed yet has not settled.
        if (!call) return { tool: '', argsText: '', status: 'not-listed' };
        const requestId = call.outcome && call.outcome.kind !== 'cancelled' ? call.outcome.requestId : undefined;
        return {
          tool: call.toolName,
          argsText: call.argsText,
          status: call.status,
          ...(requestId !== undefined ? { requestId } : {}),
        };
      }),
    });
  }
  return steps;
}
