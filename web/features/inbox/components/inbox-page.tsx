import { describeRules } from '../../../../shared/inbox/auto-reply.ts';
import { Button } from '../../../components/button.tsx';
import { ServerRequestCard } from '../../../components/server-requests/server-request-card.tsx';
import { useObservable, useSession } from '../../../lib/session-context.tsx';
import { AutoReplyRulesEditor } from './auto-reply-rules.tsx';
import { useServerRequestActions } from '../../../components/server-requests/use-server-request-actions.ts';

/** The Requests tab: what the server asks of the inspector, waiting ones first, then what became of the others. */
export function InboxPage() {
  const session = useSession();
  const { inbox } = session.clientSide;
  const items = useObservable(inbox.items);
  const rules = useObservable(inbox.rules);
  const actions = useServerRequestActions();
  const pending = items.filter((item) => item.status === 'pending');
  const settled = items.filter((item) => item.status !== 'pending').reverse();
  const ruleLines = describeRules(rules);
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
        <h2 className="text-sm font-semibold text-zinc-200">Waiting for you ({pending.length})</h2>
        {pending.length === 0 ? (
          <p className="text-sm text-zinc-500">
            Nothing waits. Sampling and elicitation requests from the server appear here, whichever tab you are on.
          </p>
        ) : null}
        {pending.map((item) => (
          <ServerRequestCard key={item.key} request={item} actions={actions} />
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
