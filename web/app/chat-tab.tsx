import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../components/button.tsx';
import { sizedInputClass } from '../components/field.tsx';
import { ChatPage } from '../features/chat/components/chat-page.tsx';
import { SaveAsEvalCase } from '../features/evals/components/save-as-eval-case.tsx';
import { usePageConversation } from '../features/chat/hooks/use-page-conversation.ts';
import { ModelPanel } from '../features/model/components/model-panel.tsx';
import { useToolCallStores } from '../features/tools/hooks/use-call-history.ts';
import { type ConfiguredModel, fetchModelSettings, modelSettingsKey } from '../lib/model-settings.ts';

const noModels: readonly ConfiguredModel[] = [];

/**
 * The Chat tab: a conversation with a model the proxy reaches (features/chat), and beside it the
 * Model settings (features/model), open by itself while no model is ready. The tool calls share the
 * Tools tab's history.
 */
export function ChatTab() {
  const settings = useQuery({ queryKey: modelSettingsKey, queryFn: fetchModelSettings });
  const models = settings.data?.models;
  const ready = useMemo(() => (models ?? []).filter((model) => model.model.trim() !== ''), [models]);
  const [chosenId, setChosenId] = useState<string>();
  const [panelOpen, setPanelOpen] = useState<boolean>();
  const chosen = ready.find((model) => model.id === chosenId) ?? ready[0];
  // Open by itself while no model is ready, and then open until the person closes it (its Saved. stays in view).
  if (panelOpen === undefined && settings.isSuccess) setPanelOpen(ready.length === 0);
  const open = panelOpen ?? false;
  const { history } = useToolCallStores();
  const choice = chosen ? { provider: chosen.provider, baseUrl: chosen.baseUrl, model: chosen.model } : undefined;
  const conversation = usePageConversation(choice, models ?? noModels, history);
  const header = (
    <ChatHeader
      ready={ready}
      chosen={chosen}
      onChoose={setChosenId}
      panelOpen={open}
      onTogglePanel={() => setPanelOpen(!open)}
      error={settings.error?.message}
      save={
        conversation.status === 'ready' ? (
          <SaveAsEvalCase entries={() => conversation.conversation.state.getSnapshot().entries} />
        ) : null
      }
    />
  );
  return (
    <div className="flex min-h-0 flex-1">
      <ChatPage conversation={conversation} header={header} />
      {open ? (
        <aside className="w-[26rem] shrink-0 overflow-auto border-l border-zinc-800 p-4">
          <ModelPanel />
        </aside>
      ) : null}
    </div>
  );
}

function ChatHeader({
  ready,
  chosen,
  onChoose,
  panelOpen,
  onTogglePanel,
  error,
  save,
}: {
  ready: readonly ConfiguredModel[];
  chosen: ConfiguredModel | undefined;
  onChoose: (id: string) => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
  error: string | undefined;
  /** Save as eval case (features/evals), once there is a conversation. */
  save: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3 text-sm">
      {ready.length > 1 ? (
        <>
          <label htmlFor={id} className="text-xs text-zinc-400">
            Chat model
          </label>
          <select
            id={id}
            className={sizedInputClass('w-72')}
            value={chosen?.id}
            onChange={(event) => onChoose(event.target.value)}
          >
            {ready.map((model) => (
              <option key={model.id} value={model.id}>
                {model.model} · {model.provider}
              </option>
            ))}
          </select>
        </>
      ) : chosen ? (
        <span className="min-w-0 flex-1 truncate text-zinc-300" title={`${chosen.provider} at ${chosen.baseUrl}`}>
          <span className="font-mono">{chosen.model}</span>{' '}
          <span className="text-zinc-500">
            · {chosen.provider} at {chosen.baseUrl}
          </span>
        </span>
      ) : (
        <span className="text-zinc-400">No model yet</span>
      )}
      {error ? <span className="text-rose-300">{error}</span> : null}
      <div className="ml-auto shrink-0">{save}</div>
      <Button className="shrink-0" aria-expanded={panelOpen} onClick={onTogglePanel}>
        Model settings
      </Button>
    </div>
  );
}
