import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { ListProblems, ListState } from '../../../components/list-state.tsx';
import { useObservable } from '../../../lib/session-context.tsx';
import { placeRequest, requestedItem, showItem, type PlaceRequest } from '../../../lib/page-place.ts';
import { useToolsList } from '../api/tools-list.ts';

// The list (with its virtual scroller) is asked for once the shell is drawn, in parallel with the first connect: the
// shell does not wait for it, and it is in long before the server's tools are.
// Not React's lazy: a lazy component suspends on its first render even when its code is in, and React holds a
// suspended list back for a moment; the list is drawn in the same render as the tools that fill it.
type ToolListModule = typeof import('./tool-list.tsx');
let toolListModule: ToolListModule | undefined;
const loadToolList = () =>
  import('./tool-list.tsx').then((module) => {
    toolListModule = module;
    return module;
  });

// The form, the call and the result: loaded when a tool is first chosen, so the list shows without them.
const ToolPanel = lazy(() => import('./tool-panel.tsx').then((module) => ({ default: module.ToolPanel })));

/** How many tools keep their form, call and result at once; the least recently shown goes first. */
const keptPanels = 24;

/** The tools tab: the list on the left, the chosen tool's form and its result on the right. */
export function ToolsPage() {
  const list = useToolsList();
  // A new list is drawn in a render React can pause (2,000 tools are tens of ms of it), so no one task runs long meanwhile.
  const data = useDeferredValue(list.data);
  const [selectedKey, setSelectedKey] = useState<string>();
  const [recent, setRecent] = useState<string[]>([]);
  const tools = data?.tools ?? [];
  const [listCode, setListCode] = useState<ToolListModule | Error | undefined>(toolListModule);
  useEffect(() => {
    if (!listCode) void loadToolList().then(setListCode, (error: Error) => setListCode(error));
  }, [listCode]);
  const choose = (key: string) => {
    setSelectedKey(key);
    setRecent((keys) => [key, ...keys.filter((other) => other !== key)].slice(0, keptPanels));
  };
  // A tool asked for by name (the command palette, a link) is chosen once the list has it; Back to the tab as it was before any
  // tool was chosen chooses none.
  const asked = requestedItem(useObservable(placeRequest), 'tools');
  const [placed, setPlaced] = useState<PlaceRequest>();
  if (asked && asked.request !== placed) {
    const wanted = asked.item && tools.find((tool) => tool.name === asked.item?.name);
    if (wanted || !asked.item) setPlaced(asked.request);
    if (wanted) choose(wanted.key);
    else if (!asked.item) setSelectedKey(undefined);
  }
  const selectedName = tools.find((tool) => tool.key === selectedKey)?.name;
  // The page's address follows the chosen tool (web/app/page-address-sync.ts).
  useEffect(
    () => showItem('tools', selectedName === undefined ? undefined : { kind: 'tool', name: selectedName }, false),
    [selectedName],
  );

  if (!data)
    return list.data ? (
      <p className="p-4 text-sm text-zinc-500">Listing tools…</p>
    ) : (
      <ListState query={list} noun="tools" />
    );
  if (listCode instanceof Error)
    return (
      <p role="alert" className="p-4 text-sm text-rose-300">
        Could not load the tool list's code: {listCode.message}. Reload the page once mcp-loupe is running.
      </p>
    );
  if (!listCode) return <p className="p-4 text-sm text-zinc-500">Listing tools…</p>;
  const { ToolList } = listCode;
  const kept = recent.map((key) => tools.find((tool) => tool.key === key)).filter((tool) => tool !== undefined);
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="flex w-72 shrink-0 flex-col border-r border-zinc-800 xl:w-80">
        <ListProblems findings={data.listFindings} />
        <ToolList
          tools={tools}
          selected={selectedKey}
          onSelect={(key) => {
            choose(key);
            const name = tools.find((tool) => tool.key === key)?.name;
            if (name !== undefined) showItem('tools', { kind: 'tool', name }, true);
          }}
        />
      </aside>
      <div className="min-w-0 flex-1 overflow-auto">
        <Suspense fallback={<p className="p-6 text-sm text-zinc-500">Loading the tool's form…</p>}>
          {kept.map((tool) => (
            <ToolPanel key={tool.key} tool={tool} shown={tool.key === selectedKey} />
          ))}
        </Suspense>
        {kept.some((tool) => tool.key === selectedKey) ? null : (
          <p className="p-6 text-sm text-zinc-500">Choose a tool to see its form.</p>
        )}
      </div>
    </div>
  );
}
