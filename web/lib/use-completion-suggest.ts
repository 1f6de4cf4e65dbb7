import { useMemo, useRef } from 'react';
import type { Suggest, SuggestAnswer } from '../../shared/schema-form/suggestions.ts';
import { complete, offersCompletions, type CompletionRef } from '../../shared/session/completion.ts';
import { useSession, useSessionState } from './session-context.tsx';

/** Completes one argument given what else is filled in. */
export type Completer = (
  argument: { name: string; value: string },
  filled: Record<string, unknown>,
) => Promise<SuggestAnswer>;

/** `completion/complete` for one prompt or resource template; undefined when the server offers no completions. */
export function useCompleter(ref: CompletionRef): Completer | undefined {
  const session = useSession();
  const state = useSessionState();
  const protocolVersion = state.server?.protocolVersion;
  const offered =
    state.status === 'connected' &&
    offersCompletions(state.server?.capabilities as Record<string, unknown> | undefined, protocolVersion);
  const refKey = JSON.stringify(ref);
  return useMemo<Completer | undefined>(
    () =>
      offered
        ? (argument, filled) =>
            complete(
              (method, params) => session.request(method, params),
              JSON.parse(refKey) as CompletionRef,
              argument,
              filled,
              protocolVersion,
            )
        : undefined,
    [offered, refKey, session, protocolVersion],
  );
}

/** A form's suggestion source from a completer; `filled` is read when asked, so the context holds what is typed now. */
export function useFormSuggest(completer: Completer | undefined, filled: Record<string, unknown>): Suggest | undefined {
  const latest = useRef(filled);
  latest.current = filled;
  return useMemo<Suggest | undefined>(
    () => (completer ? (field, value) => completer({ name: field.name, value }, latest.current) : undefined),
    [completer],
  );
}
