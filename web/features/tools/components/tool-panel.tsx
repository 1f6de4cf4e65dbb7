import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { toolApp } from '../../../../shared/apps/tool-app.ts';
import { LazyAppView } from '../../../components/mcp-app/lazy-app-view.tsx';
import type { HistoryEntry } from '../../../../shared/call-history/call-history.ts';
import { readServerIdentity } from '../../../../shared/protocol-read/server-identity.ts';
import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ItemProblems } from '../../../components/item-problems.tsx';
import { RequestsDuringCall } from '../../../components/server-requests/requests-during-call.tsx';
import { useObservable, useSession, useSessionState } from '../../../lib/session-context.tsx';
import { placeRequest } from '../../../lib/page-place.ts';
import { rememberFormArgs, takeRequestArgs } from '../../../lib/form-args.ts';
import { useSavedCalls, useToolCallStores, useToolHistory } from '../hooks/use-call-history.ts';
import { useCallTool } from '../hooks/use-call-tool.ts';
import { SavedCallsList } from './saved-calls-list.tsx';
import { ShownCallNote } from './shown-call-note.tsx';
import { ToolForm, type LoadRequest } from './tool-form.tsx';
import { TaskRun } from './task-run.tsx';
import { ToolResult } from './tool-result.tsx';

// The history shows from the first call on: its code (the list, its latency figures) is not the form's first screen.
const CallHistoryList = lazy(() => import('./call-history-list.tsx'));

interface OpenView {
  key: number;
  input: Record<string, unknown>;
  withCall: boolean;
  /** The outcome shown when the view was opened: not the view's own call's. */
  before?: unknown;
  callFrom?: number;
  /** Replaced by a newer view: it is torn down, hidden, and goes once it answered. */
  retiring?: boolean;
}

/** The tool's earlier calls, read here and not in the panel: a call recorded redraws this list, not the form and the result. */
function ToolHistory({
  tool,
  running,
  ...list
}: { tool: string } & Omit<ComponentProps<typeof CallHistoryList>, 'entries'>) {
  // Drawn after the result, in a render of their own: the call's new row, and Run again released when it ends (held at once when one starts).
  const entries = useDeferredValue(useToolHistory(tool));
  const stillHeld = useDeferredValue(running);
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CallHistoryList entries={entries} running={running || stillHeld} {...list} />
    </Suspense>
  );
}

/** One tool's form, its call and its result, its earlier and saved calls; kept while another tool is shown, so nothing is lost or cancelled (until many others push it out). */
export function ToolPanel({ tool, shown }: { tool: ToolItem; shown: boolean }) {
  const call = useCallTool();
  const stores = useToolCallStores();
  const serverInfo = useSessionState().server?.info;
  const server = useMemo(() => readServerIdentity(serverInfo).name ?? '', [serverInfo]);
  const savedCalls = useSavedCalls(server, tool.name);
  // What was typed for this tool of this server before (a reconnect remounts the panel) comes back.
  const [load, setLoad] = useState<LoadRequest | undefined>(() => {
    const draft = stores.drafts?.get(server, tool.name);
    return draft ? { args: draft } : undefined;
  });
  // A link's arguments (or the command palette's) fill the form once; Copy link reads what the form holds.
  const place = useObservable(placeRequest);
  useEffect(() => {
    const args = takeRequestArgs(place, { kind: 'tool', name: tool.name });
    if (args) setLoad({ args });
  }, [place, tool.name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with what the form starts with
  useEffect(() => rememberFormArgs({ kind: 'tool', name: tool.name }, load?.args), []);
  const [naming, setNaming] = useState<Record<string, unknown>>();
  /** An earlier call whose result the Result area shows instead of the latest. */
  const [earlier, setEarlier] = useState<HistoryEntry>();
  const showing = earlier && !call.running ? earlier : undefined;
  const app = toolApp(tool.raw);
  const state = useSessionState();
  const session = useSession();
  /**
   * The views: the one open now, made anew for each run (as a chat host
   * renders each call) or opened from the form without a call, and those it
   * replaced while they tear down (told, and answered, before they go).
   */
  const [views, setViews] = useState<OpenView[]>([]);
  const open = (next: Omit<OpenView, 'retiring'>) =>
    setViews((all) => [...all.map((each) => ({ ...each, retiring: true })), next]);
  const remove = (key: number) => setViews((all) => all.filter((each) => each.key !== key));

  const run = (args: Readonly<Record<string, unknown>>, asTask = false) => {
    setEarlier(undefined);
    const callFrom = session.log.size;
    call.run(tool, { ...args }, asTask);
    // The outcome shown before this run is not this run's: the view waits for a new one.
    if (app && state.status === 'connected')
      open({ key: Date.now(), input: { ...args }, withCall: true, before: call.outcome, callFrom });
  };

  return (
    <div hidden={!shown} className="space-y-4 p-4">
      <ItemProblems noun="tool" findings={tool.findings} raw={tool.raw} />
      <ErrorBoundary what={`the form of tool “${tool.name}”`} data={tool.raw} resetKey={tool}>
        <ToolForm
          tool={tool}
          running={call.running}
          onRun={(args, asTask) => run(args, asTask)}
          onCancel={call.cancel}
          load={load}
          onSaveCall={(args) => setNaming(args)}
          onOpenApp={(args) => open({ key: Date.now(), input: { ...args }, withCall: false })}
          onValuesChange={(args) => {
            stores.drafts?.set(server, tool.name, args);
            rememberFormArgs({ kind: 'tool', name: tool.name }, args);
          }}
        />
      </ErrorBoundary>
      <SavedCallsList
        {...(typeof tool.rawName === 'string' ? { tool: tool.rawName } : {})}
        calls={savedCalls}
        naming={naming}
        running={call.running}
        onSave={(name) => {
          if (naming) stores.saved.save(server, tool.name, name, naming);
          setNaming(undefined);
        }}
        onCancelNaming={() => setNaming(undefined)}
        onLoad={(savedCall) => setLoad({ args: savedCall.args })}
        onRun={(savedCall) => run(savedCall.args)}
        onDelete={(savedCall) => stores.saved.remove(server, tool.name, savedCall.name)}
      />
      <RequestsDuringCall tag={call.tag} />
      {app && state.status === 'connected'
        ? views.map((view) => (
            <LazyAppView
              key={view.key}
              uri={app.resourceUri}
              tool={tool.raw}
              connection={state.connection}
              input={view.input}
              outcome={
                view.withCall && !view.retiring && !call.running && call.outcome !== view.before
                  ? call.outcome
                  : undefined
              }
              {...(view.callFrom !== undefined ? { callFrom: view.callFrom } : {})}
              retiring={view.retiring === true}
              onClose={() => remove(view.key)}
            />
          ))
        : null}
      {showing ? <ShownCallNote entry={showing} onShowLatest={() => setEarlier(undefined)} /> : null}
      {showing ? (
        <ToolResult outcome={showing.outcome} running={false} />
      ) : call.taskId && !call.running ? (
        <TaskRun taskId={call.taskId} tool={tool.raw} />
      ) : (
        <ToolResult outcome={call.outcome} running={call.running} progress={call.progress} startedAt={call.startedAt} />
      )}
      <ToolHistory
        tool={tool.name}
        shownId={showing?.id}
        running={call.running}
        onShow={(entry) => setEarlier(entry.id === showing?.id ? undefined : entry)}
        onLoad={(entry) => setLoad({ args: entry.args })}
        onRunAgain={(entry) => run(entry.args, entry.asTask)}
        onClear={() => {
          setEarlier(undefined);
          stores.history.clear(tool.name);
        }}
      />
    </div>
  );
}
