import type { ModelAnswerState } from '../../../../shared/inbox/sampling-model-answers.ts';
import { Button } from '../../../components/button.tsx';
import { FindingLine } from '../../../components/finding-line.tsx';

/**
 * Beside the person's answer to a sampling request: `Answer with model`, and
 * what the model is doing: working (with Cancel), its answer drafted below
 * for editing, or its fault said (the form stays answerable by hand).
 */
export function AnswerWithModel({
  state,
  loading,
  hasModel,
  onAsk,
  onCancel,
}: {
  state: ModelAnswerState | undefined;
  loading: boolean;
  hasModel: boolean;
  onAsk: () => void;
  onCancel: () => void;
}) {
  const asking = loading || state?.status === 'asking';
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-800 bg-zinc-950 px-2 py-1.5 text-xs">
      {asking ? (
        <Button onClick={onCancel} disabled={!state}>
          Cancel
        </Button>
      ) : (
        <Button
          onClick={onAsk}
          title={hasModel ? undefined : 'Configure a model in the Chat tab’s Model settings first'}
        >
          Answer with model
        </Button>
      )}
      <ModelAnswerStatus state={state} loading={loading} />
    </div>
  );
}

function ModelAnswerStatus({ state, loading }: { state: ModelAnswerState | undefined; loading: boolean }) {
  if (!state)
    return (
      <span className="text-zinc-400" role="status">
        {loading ? 'Loading the model code…' : 'Ask the configured model for an answer you can edit before sending.'}
      </span>
    );
  const model = <span className="font-mono text-zinc-200">{state.model}</span>;
  switch (state.status) {
    case 'asking':
      return (
        <span role="status" className="text-sky-200">
          The model {model} is working on this request ({state.why})…
        </span>
      );
    case 'drafted':
      return (
        <>
          <span role="status" className="space-y-0.5 text-emerald-200">
            <span className="block">
              Drafted by {model} ({state.why}): edit it below, then Send reply.
            </span>
            {state.findings.length ? (
              <ul aria-label="What the model's answer did with the request" className="text-zinc-400">
                {state.findings.map((finding) => (
                  <FindingLine key={`${finding.rule} ${finding.message}`} finding={finding} />
                ))}
              </ul>
            ) : null}
          </span>
          {state.addedContext !== undefined ? <AddedContext text={state.addedContext} /> : null}
        </>
      );
    case 'failed':
      return (
        <span role="alert" className="text-rose-300">
          The model {model} could not answer: {state.message}. Answer by hand below, or ask again.
        </span>
      );
    case 'cancelled':
      return (
        <span role="status" className="text-zinc-400">
          Cancelled: {model} was stopped before it answered. Answer by hand below, or ask again.
        </span>
      );
  }
}

/** The exact text the request's includeContext added to the system prompt the model was sent. */
function AddedContext({ text }: { text: string }) {
  return (
    <details className="basis-full text-zinc-400">
      <summary className="cursor-pointer">
        Added to the system prompt sent to the model ({text.length} characters)
      </summary>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel) */}
      <pre
        aria-label="Context added to the system prompt"
        className="mt-1 max-h-40 overflow-auto whitespace-pre-wrap rounded border border-zinc-800 bg-zinc-900 p-2 font-mono text-zinc-300"
      >
        {text}
      </pre>
    </details>
  );
}
