import { useState } from 'react';
import { toolApp } from '../../../../shared/apps/tool-app.ts';
import type { ToolCallEntry } from '../../../../shared/model/conversation-entry.ts';
import { LazyAppView } from '../../../components/mcp-app/lazy-app-view.tsx';
import { useSession, useSessionState } from '../../../lib/session-context.tsx';
import { appContextText, appMessageText } from '../lib/app-words.ts';

export interface AppWords {
  /** The view's `ui/message`, as the person's next message. */
  onMessage: (text: string) => void;
  /** The view's model context under `key`, for the next turn (undefined clears it). */
  onContext: (key: string, text: string | undefined) => void;
}

/**
 * The MCP App of the tool the model called, rendered in the chat as a chat host does: the same host as the
 * Tools tab's (sandbox, log, judge), told the call's arguments and then its result. What the view says to the
 * model goes to this conversation.
 */
export function InlineApp({ call, listed, words }: { call: ToolCallEntry; listed: unknown; words: AppWords }) {
  const session = useSession();
  const state = useSessionState();
  // The call's tools/call is the first of its tool sent after the card appeared (it waits for approval until then).
  const [callFrom] = useState(() => session.log.size);
  const [closed, setClosed] = useState(false);
  const app = toolApp(listed);
  const started = call.status === 'running' || call.outcome !== undefined;
  if (!app || !started || closed || state.status !== 'connected') return null;
  const key = `the app ${app.resourceUri} of the call to ${call.toolName} (step ${call.step})`;
  return (
    <LazyAppView
      uri={app.resourceUri}
      tool={listed}
      connection={state.connection}
      input={call.args ?? {}}
      outcome={call.outcome}
      callFrom={callFrom}
      onClose={() => {
        setClosed(true);
        words.onContext(key, undefined);
      }}
      onMessage={(params) => {
        const text = appMessageText(params);
        if (text !== '') words.onMessage(text);
      }}
      onModelContext={(params) => words.onContext(key, appContextText(params))}
    />
  );
}
