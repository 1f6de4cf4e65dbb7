import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../components/button.tsx';
import { ChatPage } from '../features/chat/components/chat-page.tsx';
import { SaveAsEvalCase } from '../features/evals/components/save-as-eval-case.tsx';
import { ModelPanel } from '../features/model/components/model-panel.tsx';
import { useToolCallStores } from '../features/tools/hooks/use-call-history.ts';
import { type ConfiguredModel, fetchModelSettings, modelSettingsKey } from '../lib/model-settings.ts';

const noModels: readonly ConfiguredModel[] = [];

/**
 * The Chat tab: a conversation with one model or a few side by side, each reached through the proxy
 * (features/chat), and beside it the Model settings (features/model), open by itself while no model is
 * ready. The tool calls share the Tools tab's history.
 */
export function ChatTab() {
  const settings = useQuery({ queryKey: modelSettingsKey, queryFn: fetchModelSettings });
  const models = settings.data?.models ?? noModels;
  const ready = useMemo(() => models.filter((model) => model.model.trim() !== ''), [models]);
  const [panelOpen, setPanelOpen] = useState<boolean>();
  // Open by itself while no model is ready, and then open until the person closes it (its Saved. stays in view).
  if (panelOpen === undefined && settings.isSuccess) setPanelOpen(ready.length === 0);
  const open = panelOpen ?? false;
  const { history } = useToolCallStores();
  const header = (
    <div className="flex items-center gap-3 text-sm">
      {settings.error ? <span className="text-rose-300">{settings.error.message}</span> : null}
      <Button className="ml-auto shrink-0" aria-expanded={open} onClick={() => setPanelOpen(!open)}>
        Model settings
      </Button>
    </div>
  );
  return (
    <div className="flex min-h-0 flex-1">
      <ChatPage
        ready={ready}
        configured={models}
        history={history}
        header={header}
        columnTools={(conversation) => <SaveAsEvalCase entries={() => conversation.state.getSnapshot().entries} />}
      />
      {open ? (
        <aside className="w-[26rem] shrink-0 overflow-auto border-l border-zinc-800 p-4">
          <ModelPanel />
        </aside>
      ) : null}
    </div>
  );
}
