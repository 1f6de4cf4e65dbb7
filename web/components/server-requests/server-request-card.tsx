import { type ReactNode, useMemo } from 'react';
import type { ReplyError, ServerRequest } from '../../../shared/inbox/server-request.ts';
import { readSamplingRequest, type SamplingReplyDraft } from '../../../shared/inbox/read-sampling.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { JsonView } from '../content/json-view.tsx';
import { ElicitationForm, ElicitationUrl, RequestedSchema } from './elicitation-request.tsx';
import { SamplingReplyForm, SamplingRequestView } from './sampling-request.tsx';

export interface ServerRequestActions {
  onAnswer: (key: number, result: Record<string, unknown>) => void;
  onReject: (key: number, error: ReplyError) => void;
}

/** A model's help with a sampling request (the Requests tab gives it): the way to ask, and the answer to fill the form. */
export interface SamplingModelHelp {
  slot: ReactNode;
  draft?: SamplingReplyDraft | undefined;
}

const statusText: Record<ServerRequest['status'], string> = {
  pending: 'Waiting for you',
  answered: 'Answered',
  rejected: 'Rejected',
  cancelled: 'Withdrawn',
  closed: 'Connection ended',
};

const statusTone: Record<ServerRequest['status'], string> = {
  pending: 'bg-amber-500/15 text-amber-200 border-amber-700/60',
  answered: 'bg-emerald-500/10 text-emerald-300 border-emerald-800/60',
  rejected: 'bg-rose-500/10 text-rose-300 border-rose-800/60',
  cancelled: 'bg-zinc-500/10 text-zinc-300 border-zinc-700',
  closed: 'bg-zinc-500/10 text-zinc-400 border-zinc-700',
};

function time(t: number): string {
  return new Date(t).toLocaleTimeString(undefined, { hour12: false });
}

/**
 * One request from the server: what it asks, and either the way to answer
 * it (while it waits) or what became of it. A group named after its method.
 */
export function ServerRequestCard({
  request,
  actions,
  modelHelp,
}: {
  request: ServerRequest;
  actions: ServerRequestActions;
  modelHelp?: SamplingModelHelp | undefined;
}) {
  const pending = request.status === 'pending';
  const label = `${request.method} ${request.via === 'input_required' ? 'asked in an input_required result' : request.via === 'app' ? `asked by app ${request.app?.view ?? ''}` : 'request'} ${String(request.id)}`;
  return (
    <section
      role="group"
      aria-label={label}
      className={`space-y-3 rounded-lg border p-3 ${pending ? 'border-amber-700/60 bg-zinc-900' : 'border-zinc-800 bg-zinc-900/40'}`}
    >
      <header className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-mono text-sm font-semibold text-zinc-100">{request.method}</span>
        <span className={`rounded border px-1.5 py-0.5 ${statusTone[request.status]}`}>
          {statusText[request.status]}
        </span>
        {request.via === 'input_required' ? (
          <span className="rounded border border-violet-800/60 px-1.5 py-0.5 text-violet-300">
            in an input_required result
          </span>
        ) : null}
        {request.via === 'app' ? (
          <span
            className="rounded border border-fuchsia-800/60 px-1.5 py-0.5 text-fuchsia-200"
            title={`Asked by the app's view ${request.app?.uri ?? ''} through the inspector as its host, not by the server`}
          >
            from app {request.app?.view} ({request.app?.uri})
          </span>
        ) : null}
        {request.taskId !== undefined ? (
          <span
            className="rounded border border-sky-800/60 px-1.5 py-0.5 text-sky-300"
            title="The server asked for this as a task: it polls the inspector's task until you answer"
          >
            as task <span className="font-mono">{request.taskId.slice(0, 8)}</span>
          </span>
        ) : null}
        <span className="text-zinc-500">
          id <span className="font-mono">{JSON.stringify(request.id)}</span> · {time(request.receivedAt)}
          {request.during.length ? <> · while {request.during.join(', ')} waited</> : null}
        </span>
      </header>
      <ErrorBoundary what={`the ${request.method} request`} data={request.params} resetKey={request}>
        <RequestBody request={request} pending={pending} actions={actions} modelHelp={modelHelp} />
      </ErrorBoundary>
      {!pending ? (
        <div className="space-y-1 border-t border-zinc-800 pt-2 text-xs">
          <p className="text-zinc-300">
            {request.outcome}
            {request.settledAt !== undefined ? (
              <span className="text-zinc-500"> · after {Math.max(0, request.settledAt - request.receivedAt)} ms</span>
            ) : null}
          </p>
          {request.reply ? (
            <details>
              <summary className="cursor-pointer text-zinc-400">
                {'result' in request.reply ? 'Result sent' : 'Error sent'}
              </summary>
              <JsonView value={'result' in request.reply ? request.reply.result : request.reply.error} />
            </details>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function RequestBody({
  request,
  pending,
  actions,
  modelHelp,
}: {
  request: ServerRequest;
  pending: boolean;
  actions: ServerRequestActions;
  modelHelp: SamplingModelHelp | undefined;
}) {
  const answer = (result: Record<string, unknown>) => actions.onAnswer(request.key, result);
  const samplingView = useMemo(
    () => (request.method === 'sampling/createMessage' ? readSamplingRequest(request.params) : undefined),
    [request.method, request.params],
  );
  if (samplingView) {
    return (
      <div className="space-y-3">
        <SamplingRequestView view={samplingView} />
        {pending ? (
          <SamplingReplyForm
            params={request.params}
            onReply={answer}
            onReject={(error) => actions.onReject(request.key, error)}
            modelDraft={modelHelp?.draft}
            modelSlot={modelHelp?.slot}
          />
        ) : null}
      </div>
    );
  }
  if (request.method === 'elicitation/create') {
    const message = typeof request.params?.message === 'string' ? request.params.message : undefined;
    const url = request.params?.mode === 'url';
    return (
      <div className="space-y-3">
        {message ? (
          <p className="whitespace-pre-wrap text-sm text-zinc-200">{message}</p>
        ) : (
          <p className="text-xs text-amber-300">The request carries no message.</p>
        )}
        {url ? (
          <ElicitationUrl
            params={request.params}
            completedAt={request.completedAt}
            pending={pending}
            onAnswer={answer}
          />
        ) : pending ? (
          <ElicitationForm params={request.params} onAnswer={answer} />
        ) : (
          <RequestedSchema schema={request.params?.requestedSchema} />
        )}
      </div>
    );
  }
  return request.params === undefined ? null : (
    <details className="text-xs">
      <summary className="cursor-pointer text-zinc-400">Params</summary>
      <JsonView value={request.params} />
    </details>
  );
}
