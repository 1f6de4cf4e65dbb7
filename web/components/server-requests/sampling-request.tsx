import { type ReactNode, useId, useMemo, useState } from 'react';
import {
  initialSamplingDraft,
  readSamplingRequest,
  samplingResult,
  type SamplingReplyDraft,
  type SamplingRequestView as SamplingRequestFacts,
} from '../../../shared/inbox/read-sampling.ts';
import { userRejectedCode } from '../../../shared/inbox/auto-reply.ts';
import { Button } from '../button.tsx';
import { Field, inputClass, sizedInputClass } from '../field.tsx';
import { ContentList } from '../content/content-list.tsx';
import { JsonView } from '../content/json-view.tsx';
import { readBlocks } from '../../../shared/result-read/read-content.ts';

/** What a sampling request asks, as a person reads it. */
export function SamplingRequestView({ view }: { view: SamplingRequestFacts }) {
  const facts: [string, string][] = [];
  if (view.maxTokens !== undefined) facts.push(['Max tokens', String(view.maxTokens)]);
  if (view.temperature !== undefined) facts.push(['Temperature', String(view.temperature)]);
  if (view.stopSequences?.length)
    facts.push(['Stop sequences', view.stopSequences.map((item) => JSON.stringify(item)).join(', ')]);
  if (view.includeContext) facts.push(['Include context', view.includeContext]);
  if (view.modelHints.length) facts.push(['Model hints', view.modelHints.join(', ')]);
  for (const priority of view.priorities) facts.push([priority.name, String(priority.value)]);
  if (view.toolChoice) facts.push(['Tool choice', view.toolChoice]);
  return (
    <div className="space-y-3">
      {view.findings.length ? (
        <p className="text-xs text-amber-300">
          Off the protocol's shape: {view.findings.map((finding) => finding.message).join('; ')}
        </p>
      ) : null}
      {view.systemPrompt !== undefined ? (
        <div>
          <h4 className="text-xs font-medium text-zinc-400">System prompt</h4>
          <p className="whitespace-pre-wrap rounded-md bg-zinc-950 px-2 py-1.5 text-sm text-zinc-200">
            {view.systemPrompt}
          </p>
        </div>
      ) : null}
      <ol className="space-y-2" aria-label="Messages">
        {view.messages.map((message, index) => (
          <li key={index} className="rounded-md border border-zinc-800 p-2">
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-zinc-400">{message.role}</p>
            <ContentList blocks={readBlocks(message.content, `${message.at}/content`)} empty="No content." />
          </li>
        ))}
      </ol>
      {facts.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          {facts.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-zinc-500">{name}</dt>
              <dd className="break-words font-mono text-zinc-300">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.tools.length ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-zinc-400">Tools offered ({view.tools.length})</summary>
          <ul className="mt-1 space-y-1">
            {view.tools.map((tool) => (
              <li key={tool.name}>
                <span className="font-mono text-zinc-200">{tool.name}</span>
                {tool.description ? <span className="text-zinc-500"> — {tool.description}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {view.metadata !== undefined ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-zinc-400">Metadata</summary>
          <JsonView value={view.metadata} />
        </details>
      ) : null}
    </div>
  );
}

const stopReasons = ['endTurn', 'stopSequence', 'maxTokens', 'toolUse'];

/** The person's reply to a sampling request: role, content (text, or a tool_use where tools were offered), model, stop reason; or a rejection. */
export function SamplingReplyForm({
  params,
  onReply,
  onReject,
  modelDraft,
  modelSlot,
}: {
  params: Record<string, unknown> | undefined;
  onReply: (result: Record<string, unknown>) => void;
  onReject: (error: { code: number; message: string }) => void;
  /** A model's answer: it replaces the form's content when it arrives, for the person to edit and send. */
  modelDraft?: SamplingReplyDraft | undefined;
  /** The way to ask a model for the answer (the Requests tab's), shown above the form's fields. */
  modelSlot?: ReactNode;
}) {
  const id = useId();
  const view = useMemo(() => readSamplingRequest(params), [params]);
  const [draft, setDraft] = useState<SamplingReplyDraft>(() => modelDraft ?? initialSamplingDraft(view));
  const [shownModelDraft, setShownModelDraft] = useState(modelDraft);
  if (modelDraft !== shownModelDraft) {
    setShownModelDraft(modelDraft);
    if (modelDraft) setDraft(modelDraft);
  }
  const [problem, setProblem] = useState<string>();
  const [rejectMessage, setRejectMessage] = useState('User rejected sampling request');
  const set = (patch: Partial<SamplingReplyDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };
  const send = () => {
    const built = samplingResult(draft);
    if ('problem' in built) setProblem(built.problem);
    else onReply(built.result);
  };
  return (
    <form
      className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900/60 p-3"
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {modelSlot}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field id={`${id}-role`} label="Role">
          <select
            id={`${id}-role`}
            className={inputClass}
            value={draft.role}
            onChange={(event) => set({ role: event.target.value as SamplingReplyDraft['role'] })}
          >
            <option value="assistant">assistant</option>
            <option value="user">user</option>
          </select>
        </Field>
        <Field id={`${id}-kind`} label="Content">
          <select
            id={`${id}-kind`}
            className={inputClass}
            value={draft.kind}
            onChange={(event) =>
              set({
                kind: event.target.value as SamplingReplyDraft['kind'],
                stopReason: event.target.value === 'tool_use' ? 'toolUse' : 'endTurn',
              })
            }
          >
            <option value="text">text</option>
            {view.tools.length ? <option value="tool_use">tool_use</option> : null}
          </select>
        </Field>
        <Field id={`${id}-model`} label="Model">
          <input
            id={`${id}-model`}
            className={inputClass}
            value={draft.model}
            onChange={(event) => set({ model: event.target.value })}
            spellCheck={false}
          />
        </Field>
        <Field id={`${id}-stop`} label="Stop reason">
          <input
            id={`${id}-stop`}
            className={inputClass}
            list={`${id}-stops`}
            value={draft.stopReason}
            onChange={(event) => set({ stopReason: event.target.value })}
            spellCheck={false}
          />
          <datalist id={`${id}-stops`}>
            {stopReasons.map((reason) => (
              <option key={reason} value={reason} />
            ))}
          </datalist>
        </Field>
      </div>
      {draft.kind === 'text' ? (
        <Field id={`${id}-text`} label="Reply text">
          <textarea
            id={`${id}-text`}
            className={`${inputClass} min-h-20 resize-y font-sans`}
            value={draft.text}
            onChange={(event) => set({ text: event.target.value })}
          />
        </Field>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <Field id={`${id}-tool`} label="Tool">
            <select
              id={`${id}-tool`}
              className={inputClass}
              value={draft.toolName}
              onChange={(event) => set({ toolName: event.target.value })}
            >
              {view.tools.map((tool) => (
                <option key={tool.name} value={tool.name}>
                  {tool.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-input`} label="Tool input (JSON)">
            <textarea
              id={`${id}-input`}
              className={`${inputClass} min-h-16 resize-y`}
              value={draft.toolInput}
              onChange={(event) => set({ toolInput: event.target.value })}
              spellCheck={false}
            />
          </Field>
        </div>
      )}
      {problem ? (
        <p className="text-xs text-rose-300" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit" variant="primary">
          Send reply
        </Button>
        <span className="flex-1" />
        <Field id={`${id}-reject`} label="Rejection message">
          <input
            id={`${id}-reject`}
            className={sizedInputClass('w-64')}
            value={rejectMessage}
            onChange={(event) => setRejectMessage(event.target.value)}
          />
        </Field>
        <Button
          variant="danger"
          onClick={() =>
            onReject({ code: userRejectedCode, message: rejectMessage || 'User rejected sampling request' })
          }
        >
          Reject
        </Button>
      </div>
    </form>
  );
}
