import type { CallHistory } from '../../../../shared/call-history/call-history.ts';
import { Conversation } from '../../../../shared/model/conversation.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { ToolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { frameSchedule } from '../../../lib/frame-schedule.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { relayedModelAccess } from '../../../lib/relayed-model-access.ts';

// The conversation engine and the provider libraries (the AI SDK): loaded when the Chat tab first needs a
// conversation, not with the tab's own code, which is prefetched with the other tabs.

/** A conversation with `choice`, reached through the proxy's relay (the model with its provider and base URL in `configured`). */
export function pageConversation(options: {
  session: ToolCallSession;
  choice: ModelChoice;
  configured: () => readonly ConfiguredModel[];
  history?: Pick<CallHistory, 'record'>;
}): Conversation {
  const { session, choice, configured, history } = options;
  return new Conversation({
    session,
    choice,
    access: relayedModelAccess(configured),
    // Streamed text is shown once a frame, and a fast stream's reading pauses in ordinary tasks, so the frames
    // that show it come between its slices (scheduler.yield's pauses went before them until the stream ended).
    schedule: frameSchedule,
    pause: nextTask,
    ...(history ? { history } : {}),
  });
}
