import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Path } from '../../../shared/schema-form/field.ts';
import { SuggestionFetcher } from '../../../shared/schema-form/suggestion-fetcher.ts';
import type { SuggestionsView } from '../../../shared/schema-form/suggestion-fetcher.ts';
import { jsonPointer, suggestField } from '../../../shared/schema-form/suggestions.ts';
import type { Suggest } from '../../../shared/schema-form/suggestions.ts';

const CLOSED: SuggestionsView = { status: 'closed' };
const noSubscription = () => () => {};
const closedSnapshot = () => CLOSED;

/** The suggestion fetcher of one string field, or undefined when the form has no suggestion source. */
export function useSuggestions(
  suggest: Suggest | undefined,
  path: Path,
): { fetcher: SuggestionFetcher | undefined; view: SuggestionsView } {
  const pointer = jsonPointer(path);
  const enabled = suggest !== undefined;
  // One fetcher per field and per having a source at all; a new source function alone is handed over below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pointer stands for the path (a new array each render), enabled for the source
  const fetcher = useMemo(
    () => (suggest === undefined ? undefined : new SuggestionFetcher(suggest, suggestField(path))),
    [pointer, enabled],
  );
  useEffect(() => {
    if (fetcher !== undefined && suggest !== undefined) fetcher.setSuggest(suggest);
  }, [fetcher, suggest]);
  useEffect(() => () => fetcher?.close(), [fetcher]);
  const getSnapshot = fetcher?.view.getSnapshot ?? closedSnapshot;
  const view = useSyncExternalStore(fetcher?.view.subscribe ?? noSubscription, getSnapshot, getSnapshot);
  return { fetcher, view };
}
