import { useId, useMemo } from 'react';
import { requestFromMessage } from '../../../../shared/collection/collection-edit.ts';
import { AddToCollection } from '../../../components/add-to-collection.tsx';
import { Button } from '../../../components/button.tsx';
import { inputClass, sizedInputClass } from '../../../components/field.tsx';
import { useComposer } from '../hooks/use-composer.ts';
import { clientMethods } from '../lib/composer-frame.ts';
import { ComposerAnswer } from './composer-answer.tsx';

const labelClass = 'text-xs font-medium text-zinc-400';

/**
 * Writes any JSON-RPC message by hand (request, notification, batch) and
 * sends it straight to the server; the answer shows under the message and
 * in the log. Folds to one line under the log. `disabledReason` says why
 * nothing may be sent (an imported log is shown).
 */
export function ComposerPanel({ disabledReason }: { disabledReason?: string }) {
  const composer = useComposer();
  const id = useId();
  const methods = useMemo(() => clientMethods(composer.revision), [composer.revision]);
  const blocked = disabledReason ?? (composer.connected ? undefined : 'Not connected: connect to a server to send.');
  const canSend = !blocked && !composer.waiting && composer.text.trim() !== '';
  const asCall = useMemo(() => requestFromMessage(composer.text), [composer.text]);
  return (
    <section
      aria-label="Composer"
      className={`flex shrink-0 flex-col border-t border-zinc-800 bg-zinc-900/60 ${composer.open ? 'max-h-[55%]' : ''}`}
    >
      <div className="flex items-center gap-3 px-3 py-1.5">
        <button
          type="button"
          aria-expanded={composer.open}
          aria-controls={`${id}-body`}
          onClick={() => composer.setOpen(!composer.open)}
          className="flex items-center gap-1.5 rounded text-xs font-semibold uppercase tracking-wide text-zinc-300 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          <span aria-hidden="true" className={`inline-block transition-transform ${composer.open ? 'rotate-90' : ''}`}>
            ▸
          </span>
          Composer
        </button>
        <span className="min-w-0 truncate text-xs text-zinc-500">
          {blocked ?? 'Send any JSON-RPC request, notification or batch by hand, straight to the server.'}
        </span>
      </div>
      {composer.open ? (
        <div id={`${id}-body`} className="min-h-0 space-y-2 overflow-auto px-3 pb-3">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-method`} className={labelClass}>
              Method
            </label>
            <input
              id={`${id}-method`}
              list={`${id}-methods`}
              className={sizedInputClass('w-72')}
              placeholder="tools/list, or any name"
              value={composer.method}
              disabled={disabledReason !== undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => composer.chooseMethod(event.target.value)}
            />
            <datalist id={`${id}-methods`}>
              {methods.map((spec) => (
                <option key={spec.method} value={spec.method} label={`${spec.kind} · ${spec.summary}`} />
              ))}
            </datalist>
            <span className="text-xs text-zinc-500">
              Methods of {composer.revision}; a known one fills in its params.
            </span>
            <span className="flex-1" />
            <AddToCollection
              target={() => ('call' in asCall ? asCall.call : undefined)}
              {...('why' in asCall ? { why: asCall.why } : {})}
            />
            {composer.waiting ? (
              <Button variant="ghost" onClick={composer.stopWaiting}>
                Stop waiting
              </Button>
            ) : null}
            <Button variant="primary" disabled={!canSend} onClick={() => void composer.send()}>
              {composer.waiting ? 'Waiting…' : 'Send'}
            </Button>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-message`} className={labelClass}>
              Message
            </label>
            <textarea
              id={`${id}-message`}
              ref={composer.messageRef}
              rows={5}
              spellCheck={false}
              className={`${inputClass} resize-y leading-5`}
              placeholder={
                '{"jsonrpc": "2.0", "id": "composer-1", "method": "ping"}\n\nAn array is sent as one batch. Ctrl+Enter sends.'
              }
              value={composer.text}
              disabled={disabledReason !== undefined}
              aria-invalid={composer.problem !== undefined}
              aria-describedby={composer.problem ? `${id}-problem` : undefined}
              onChange={(event) => composer.setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canSend) {
                  event.preventDefault();
                  void composer.send();
                }
              }}
            />
            {composer.legacySse && composer.text.trimStart().startsWith('[') ? (
              <p className="text-xs text-amber-200">
                Legacy HTTP+SSE: answers to a batch come back as one event, which the SDK's SSE transport cannot read;
                they still show in the log.
              </p>
            ) : null}
            {composer.problem ? (
              <p id={`${id}-problem`} role="alert" className="text-xs text-rose-300">
                {composer.problem}
              </p>
            ) : null}
          </div>
          {composer.waiting ? (
            <p role="status" className="flex items-center gap-1.5 text-xs text-zinc-400">
              <span
                aria-hidden="true"
                className="size-3 animate-spin rounded-full border-2 border-zinc-700 border-t-sky-400"
              />
              Sent; waiting for the answer…
            </p>
          ) : null}
          {composer.outcome ? <ComposerAnswer result={composer.outcome.result} revision={composer.revision} /> : null}
        </div>
      ) : null}
    </section>
  );
}
