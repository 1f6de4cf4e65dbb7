import type { CallHistory } from '../../../../shared/call-history/call-history.ts';
import { Conversation } from '../../../../shared/model/conversation.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { ToolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { nextTask } from '../../../lib/next-task.ts';
import { relayedModelAccess } from '../../../lib/relayed-model-access.ts';

// The conversation engine and the provider libraries (the AI SDK): loaded when the Chat tab first needs a
// conversation, not with the tab's own code, which is prefetched with the other tabs.

/**
 * Runs `flush` before the next frame is drawn, or in 250 ms in a hidden tab (which draws none). Written here, not
 * imported from lib/frame-schedule.ts: the log's shell uses that one, and sharing it with this lazy chunk split it
 * into a chunk of its own, which the first screen's budget pays for.
 */
function onNextFrame(flush: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    flush();
  };
  requestAnimationFrame(run);
  setTimeout(run, 250);
}

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
    // Streamed text is shown once a frame, and a fast stream's reading pauses in ordinary tasks, so the frames that
    // show it come between its slices: scheduler.yield's pauses went before them until the stream ended.
    schedule: onNextFrame,
    pause: nextTask,
    ...(history ? { history } : {}),
  });
}
