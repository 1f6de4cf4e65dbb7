import { useEffect, useState } from 'react';
import { AddToCollection } from '../../../components/add-to-collection.tsx';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ItemProblems } from '../../../components/item-problems.tsx';
import { ListProblems, ListState } from '../../../components/list-state.tsx';
import { OutcomeView } from '../../../components/outcome-view.tsx';
import { useGetPrompt, usePromptsList } from '../api/prompts.ts';
import { PromptForm } from '../../../components/prompt-form.tsx';
import { useCompleter } from '../../../lib/use-completion-suggest.ts';
import { PromptList } from './prompt-list.tsx';
import { useObservable } from '../../../lib/session-context.tsx';
import { placeRequest, requestedItem, showItem, type PlaceRequest } from '../../../lib/page-place.ts';
import { rememberFormArgs, takeRequestArgs } from '../../../lib/form-args.ts';
import { PromptMessages } from './prompt-messages.tsx';

/** Prompts: choose one, fill its arguments, get its messages. */
export function PromptsPage() {
  const list = usePromptsList();
  const [selectedKey, setSelectedKey] = useState<string>();
  const get = useGetPrompt();
  const selected = list.data?.prompts.find((prompt) => prompt.key === selectedKey);
  const completer = useCompleter({ type: 'ref/prompt', name: selected?.name ?? '' });
  // A prompt asked for by name (a link, the command palette) is chosen once the list has it, its arguments put in its form.
  const request = useObservable(placeRequest);
  const asked = requestedItem(request, 'prompts');
  const [placed, setPlaced] = useState<PlaceRequest>();
  if (asked && asked.request !== placed) {
    const wanted = asked.item && list.data?.prompts.find((prompt) => prompt.name === asked.item?.name);
    if (wanted || !asked.item) setPlaced(asked.request);
    if (wanted) setSelectedKey(wanted.key);
    else if (!asked.item) setSelectedKey(undefined);
  }
  const [load, setLoad] = useState<{ prompt: string; args: Readonly<Record<string, unknown>> }>();
  const selectedName = selected?.name;
  useEffect(() => {
    const args =
      selectedName === undefined ? undefined : takeRequestArgs(request, { kind: 'prompt', name: selectedName });
    if (args && selectedName !== undefined) setLoad({ prompt: selectedName, args });
  }, [request, selectedName]);
  // The page's address follows the chosen prompt (web/app/page-address-sync.ts).
  useEffect(
    () => showItem('prompts', selectedName === undefined ? undefined : { kind: 'prompt', name: selectedName }, false),
    [selectedName],
  );
  if (!list.data) return <ListState query={list} noun="prompts" />;
  const count = list.data.prompts.length;
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="w-80 shrink-0 overflow-auto border-r border-zinc-800">
        <ListProblems findings={list.data.listFindings} />
        <h3 className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-zinc-500">{`${count} ${count === 1 ? 'prompt' : 'prompts'}`}</h3>
        <PromptList
          prompts={list.data.prompts}
          selected={selectedKey}
          onSelect={(key) => {
            setSelectedKey(key);
            get.reset();
            const name = list.data?.prompts.find((prompt) => prompt.key === key)?.name;
            if (name !== undefined) showItem('prompts', { kind: 'prompt', name }, true);
          }}
        />
      </aside>
      <div className="min-w-0 flex-1 space-y-4 overflow-auto p-4">
        {selected ? (
          <>
            <ItemProblems noun="prompt" findings={selected.findings} raw={selected.raw} />
            <ErrorBoundary what={`the form of prompt “${selected.name}”`} data={selected.raw} resetKey={selected}>
              <PromptForm
                key={selected.key}
                prompt={selected}
                completer={completer}
                running={get.isPending}
                onGet={(args) => get.mutate({ prompt: selected, args })}
                load={load?.prompt === selected.name ? load.args : undefined}
                onValuesChange={(args) => rememberFormArgs({ kind: 'prompt', name: selected.name }, args)}
              />
            </ErrorBoundary>
            {get.data || get.isPending ? (
              <OutcomeView
                label="Prompt messages"
                outcome={get.data}
                running={get.isPending}
                actions={
                  get.variables ? (
                    <AddToCollection
                      target={() =>
                        typeof get.variables?.prompt.rawName === 'string'
                          ? {
                              kind: 'prompt',
                              prompt: get.variables.prompt.rawName,
                              arguments: { ...get.variables.args },
                            }
                          : undefined
                      }
                      {...(typeof get.variables.prompt.rawName === 'string'
                        ? {}
                        : { why: 'This prompt’s name is not text: a collection cannot name it' })}
                    />
                  ) : null
                }
              >
                {(result, problems) => <PromptMessages result={result} problems={problems} />}
              </OutcomeView>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-zinc-500">
            {count === 0 ? 'The server offers prompts but lists none: 0 prompts.' : 'Choose a prompt.'}
          </p>
        )}
      </div>
    </div>
  );
}
