import { useState } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { ItemProblems } from '../../../components/item-problems.tsx';
import { ListProblems, ListState } from '../../../components/list-state.tsx';
import { useToolsList } from '../api/tools-list.ts';
import { useCallTool } from '../hooks/use-call-tool.ts';
import { ToolForm } from './tool-form.tsx';
import { ToolList } from './tool-list.tsx';
import { ToolResult } from './tool-result.tsx';

/** The tools tab: the list on the left, the chosen tool's form and its result on the right. */
export function ToolsPage() {
  const list = useToolsList();
  const call = useCallTool();
  const [selectedKey, setSelectedKey] = useState<string>();
  const tools = list.data?.tools ?? [];
  const selected = tools.find((tool) => tool.key === selectedKey);

  if (!list.data) return <ListState query={list} noun="tools" />;
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="flex w-80 shrink-0 flex-col border-r border-zinc-800">
        <ListProblems problems={list.data.problems} />
        <ToolList
          tools={tools}
          selected={selectedKey}
          onSelect={(key) => {
            if (key !== selectedKey) call.reset();
            setSelectedKey(key);
          }}
        />
      </aside>
      <div className="min-w-0 flex-1 overflow-auto">
        {selected ? (
          <div className="space-y-4 p-4">
            <ItemProblems noun="tool" problems={selected.problems} raw={selected.raw} />
            <ErrorBoundary what={`the form of tool “${selected.name}”`} data={selected.raw} resetKey={selected}>
              <ToolForm tool={selected} running={call.running} onRun={(args) => call.run(selected, args)} onCancel={call.cancel} />
            </ErrorBoundary>
            <ToolResult outcome={call.toolKey === selected.key ? call.outcome : undefined} running={call.running} progress={call.progress} />
          </div>
        ) : (
          <p className="p-6 text-sm text-zinc-500">Choose a tool to see its form.</p>
        )}
      </div>
    </div>
  );
}
