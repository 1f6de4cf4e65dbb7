import { useRef, useState } from 'react';
import { Button } from '../button.tsx';
import { FormRunProblems } from '../schema-form/form-run-problems.tsx';
import { SchemaForm } from '../schema-form/schema-form.tsx';
import { useSchemaForm } from '../schema-form/use-schema-form.ts';
import { openableUrl } from '../../../shared/lib/openable-url.ts';
import { JsonView } from '../content/json-view.tsx';
import { UrlToOpen } from '../url-to-open.tsx';

type Answer = (result: Record<string, unknown>) => void;

/** The three ways to end an elicitation that are not an acceptance. */
function DeclineCancel({ onAnswer }: { onAnswer: Answer }) {
  return (
    <>
      <Button onClick={() => onAnswer({ action: 'decline' })}>Decline</Button>
      <Button variant="ghost" onClick={() => onAnswer({ action: 'cancel' })}>
        Cancel
      </Button>
    </>
  );
}

/**
 * Form mode: the server's requestedSchema as a form, with the same
 * machinery as tool arguments. Accept sends the values (problems are shown
 * first, and "Accept anyway" sends what there is); Decline and Cancel send
 * those actions without content.
 */
export function ElicitationForm({
  params,
  onAnswer,
}: {
  params: Record<string, unknown> | undefined;
  onAnswer: Answer;
}) {
  const form = useSchemaForm(params?.requestedSchema ?? { type: 'object', properties: {} });
  const { state, dispatch, problems, blocked } = form;
  const problemsRef = useRef<HTMLDivElement>(null);
  const accept = (force: boolean) => {
    // The values as they are now (a JSON edit may not have been checked yet).
    const now = form.check();
    if (now.blocked || (!force && now.problems.length > 0)) {
      dispatch({ type: 'submit-attempt' });
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    dispatch({ type: 'sent' });
    onAnswer({ action: 'accept', content: state.values as Record<string, unknown> });
  };
  return (
    <form
      noValidate
      aria-label="Answer"
      className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900/60 p-3 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        accept(false);
      }}
    >
      <SchemaForm
        form={form}
        jsonLabel="Content (JSON)"
        rootLabel="content"
        noProperties={() => <p className="text-xs text-zinc-500">The server asks for no fields: Accept confirms.</p>}
      />
      {state.problemsShown && (problems.length > 0 || blocked) ? (
        <FormRunProblems
          ref={problemsRef}
          problems={problems}
          canForce={!blocked}
          forceLabel="Accept anyway"
          onForce={() => accept(true)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-zinc-800 pt-3">
        <Button type="submit" variant="primary">
          Accept
        </Button>
        <DeclineCancel onAnswer={onAnswer} />
      </div>
    </form>
  );
}

/**
 * URL mode: the server wants the person at a page of its own (a sign-in,
 * a payment). The URL is shown in full; nothing opens until the person
 * accepts, and then in a new tab without an opener. A URL that is not http
 * or https is never opened: Accept stays disabled and the reason is shown.
 */
export function ElicitationUrl({
  params,
  completedAt,
  pending,
  onAnswer,
}: {
  params: Record<string, unknown> | undefined;
  completedAt: number | undefined;
  pending: boolean;
  onAnswer: Answer;
}) {
  const url = typeof params?.url === 'string' ? params.url : undefined;
  const [opened, setOpened] = useState(false);
  const checked = openableUrl(url);
  return (
    <div className="space-y-2 rounded-md border border-zinc-800 bg-zinc-900/60 p-3 text-sm">
      {url ? (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a read-only value named for what it holds; people and tests find it by that label (getByLabel)
        <p
          className={`break-all font-mono ${checked.ok ? 'text-sky-300' : 'text-zinc-400 line-through decoration-rose-400/60'}`}
          aria-label="URL"
        >
          {url}
        </p>
      ) : (
        <p className="text-rose-300">The request carries no URL.</p>
      )}
      {url ? <UrlToOpen checked={checked} /> : null}
      {typeof params?.elicitationId === 'string' ? (
        <p className="text-xs text-zinc-500">
          Elicitation id <span className="font-mono">{params.elicitationId}</span>
        </p>
      ) : null}
      {pending ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="primary"
            disabled={!checked.ok}
            onClick={() => {
              if (!checked.ok) return;
              window.open(checked.href, '_blank', 'noopener,noreferrer');
              setOpened(true);
              onAnswer({ action: 'accept' });
            }}
          >
            Accept
          </Button>
          <DeclineCancel onAnswer={onAnswer} />
          <span className="self-center text-xs text-zinc-500">
            {checked.ok
              ? 'Accept opens the URL in a new tab; nothing opens before.'
              : 'Decline or cancel: this URL cannot be opened.'}
          </span>
        </div>
      ) : null}
      {completedAt !== undefined ? (
        <p className="text-xs text-emerald-300">
          The server says the interaction finished (notifications/elicitation/complete).
        </p>
      ) : opened || !pending ? (
        <p className="text-xs text-zinc-500">No notifications/elicitation/complete from the server yet.</p>
      ) : null}
    </div>
  );
}

/** The form-mode schema as sent, for reading. */
export function RequestedSchema({ schema }: { schema: unknown }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-zinc-400">Requested schema</summary>
      <JsonView value={schema} />
    </details>
  );
}
