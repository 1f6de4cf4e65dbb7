import { describeRules } from '../../../../shared/inbox/auto-reply.ts';
import type { ServerRequest } from '../../../../shared/inbox/server-request.ts';
import { Button } from '../../../components/button.tsx';
import {
  ServerRequestCard,
  type ServerRequestActions,
} from '../../../components/server-requests/server-request-card.tsx';
import { useObservable, useSession } from '../../../lib/session-context.tsx';
import { AnswerWithModel } from './answer-with-model.tsx';
import { AutoReplyRulesEditor } from './auto-reply-rules.tsx';
import { useServerRequestActions } from '../../../components/server-requests/use-server-request-actions.ts';
import { useSamplingModel } from '../hooks/use-sampling-model.ts';
import { useMemo } from 'react';

/** The Requests tab: what the server asks of the inspector, waiting ones first, then what became of the others. */
export function InboxPage() {
  const session = useSession();
  const { inbox } = session.clientSide;
  const items = useObservable(inbox.items);
  const rules = useObservable(inbox.rules);
  const personActions = useServerRequestActions();
  const model = useSamplingModel(inbox, items);
  const modelStates = useObservable(model.answers.states);
  // An answer sent from the model's draft says so in the request's outcome.
  const actions = useMemo<ServerRequestActions>(
    () => ({
      ...personActions,
      onAnswer: (key, result) => {
        const state = model.answers.states.getSnapshot().get(key);
        if (state?.status === 'drafted')
          inbox.answer(key, result, `Answered by you, from the draft of the model ${state.model}`);
        else personActions.onAnswer(key, result);
      },
    }),
    [personActions, model.answers, inbox],
  );
  const pending = items.filter((item) => item.status === 'pending');
  const settled = items.filter((item) => item.status !== 'pending').reverse();
  const ruleLines = describeRules(rules);
  const helpFor = (item: ServerRequest) => {
    if (item.method !== 'sampling/createMessage') return undefined;
    const state = modelStates.get(item.key);
    return {
      slot: (
        <AnswerWithModel
          state={state}
          loading={model.loading.has(item.key)}
          hasModel={model.ready.length > 0}
          onAsk={() => void model.ask(item)}
          onCancel={() => model.answers.cancel(item.key)}
        />
      ),
      draft: state?.status === 'drafted' ? state.draft : undefined,
    };
  };
  return (
    <section aria-label="Requests from the server" className="min-h-0 flex-1 space-y-4 overflow-auto p-4">
      {ruleLines.length ? (
        <p
          role="status"
          className="rounded-md border border-violet-800/60 bg-violet-950/40 px-3 py-2 text-sm text-violet-200"
        >
          Auto-reply is on: {ruleLines.join('; ')}.
        </p>
      ) : null}
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-sm font-semibold text-zinc-200">Waiting for you ({pending.length})</h2>
          <label className="ml-auto flex items-center gap-1.5 text-xs text-zinc-300">
            <input
              type="checkbox"
              checked={model.autoApprove}
              onChange={(event) => model.setAutoApprove(event.target.checked)}
            />
            Approve sampling automatically
          </label>
          {model.autoApprove ? (
            <span className="text-xs text-zinc-500">
              {model.ready.length
                ? 'Each sampling request goes to the model, and its answer back to the server, without asking you.'
                : 'No model is configured: set one in the Chat tab’s Model settings.'}
            </span>
          ) : null}
          {model.settingsError ? <span className="text-xs text-rose-300">{model.settingsError}</span> : null}
        </div>
        {pending.length === 0 ? (
          <p className="text-sm text-zinc-500">
            Nothing waits. Sampling and elicitation requests from the server appear here, whichever tab you are on.
          </p>
        ) : null}
        {pending.map((item) => (
          <ServerRequestCard key={item.key} request={item} actions={actions} modelHelp={helpFor(item)} />
        ))}
      </div>
      <AutoReplyRulesEditor rules={rules} onChange={(next) => inbox.setRules(next)} />
      {settled.length ? (
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <h2 className="text-sm font-semibold text-zinc-200">Earlier ({settled.length})</h2>
            <Button variant="ghost" className="text-xs" onClick={() => inbox.clearSettled()}>
              Clear earlier requests
            </Button>
          </div>
          {settled.map((item) => (
            <ServerRequestCard key={item.key} request={item} actions={actions} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
