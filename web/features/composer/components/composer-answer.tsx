import { errorCodeName } from '../../../../shared/jsonrpc/error-codes.ts';
import type { RawAnswer, RawSendResult } from '../../../../shared/session/raw-send.ts';
import { JsonView } from '../../../components/content/json-view.tsx';
import { formatDuration } from '../../../components/content/format.ts';

/** What came back for a hand-made message: each answer as sent (error codes named, latency), and what did not come. */
export function ComposerAnswer({ result, revision }: { result: RawSendResult; revision: string | undefined }) {
  const { requests, answers, unanswered, failure } = result;
  const nothingExpected = result.sent && !requests.length;
  return (
    <section aria-label="Answer" className="space-y-2">
      {nothingExpected ? (
        <p className="text-xs text-zinc-400">
          Sent. Nothing in it expects an answer (notifications and responses get none).
        </p>
      ) : null}
      {answers.map((answer, index) => (
        <AnswerView
          key={index}
          answer={answer}
          revision={revision}
          of={requests.length > 1 ? `${index + 1} of ${requests.length}` : undefined}
        />
      ))}
      {failure ? (
        <p
          role="alert"
          className="rounded-md border border-amber-900/60 bg-amber-950/30 px-3 py-2 text-xs text-amber-200"
        >
          {failure}
        </p>
      ) : null}
      {result.sent && unanswered.length ? (
        <p className="text-xs text-zinc-400">No answer to {unanswered.map((id) => JSON.stringify(id)).join(', ')}.</p>
      ) : null}
    </section>
  );
}

function AnswerView({
  answer,
  revision,
  of,
}: {
  answer: RawAnswer;
  revision: string | undefined;
  of: string | undefined;
}) {
  const error = readError(answer.message.error);
  return (
    <article
      aria-label={`Answer to ${JSON.stringify(answer.id)}`}
      className="overflow-hidden rounded-md border border-zinc-800"
    >
      <header
        className={`flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-1.5 text-xs ${error ? 'bg-rose-950/40' : 'bg-zinc-900'}`}
      >
        <span className="font-mono text-zinc-300">id {JSON.stringify(answer.id)}</span>
        {error ? (
          <span className="font-mono text-rose-300">
            error {error.code ?? '?'}
            {error.code !== undefined ? (
              <span className="ml-1.5 font-sans text-rose-200">
                {errorCodeName(error.code, { revision, message: error.message })}
              </span>
            ) : null}
          </span>
        ) : 'result' in answer.message ? (
          <span className="text-emerald-300">result</span>
        ) : (
          <span className="text-amber-300">neither result nor error</span>
        )}
        {of ? <span className="text-zinc-500">{of}</span> : null}
        <span className="ml-auto font-mono text-zinc-400">{formatDuration(answer.latencyMs)}</span>
      </header>
      {error?.message ? (
        <p className="border-t border-zinc-800 px-3 py-1.5 text-sm text-rose-100">{error.message}</p>
      ) : null}
      <div className="max-h-60 overflow-auto border-t border-zinc-800">
        <JsonView value={answer.message} />
      </div>
    </article>
  );
}

function readError(error: unknown): { code?: number; message?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as Record<string, unknown>;
  return {
    ...(typeof code === 'number' && Number.isInteger(code) ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
