import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../components/button.tsx';
import { ConversationEntries } from '../features/chat/components/conversation-entries.tsx';
import { EvalsPage } from '../features/evals/components/evals-page.tsx';
import { ModelPanel } from '../features/model/components/model-panel.tsx';
import { fetchModelSettings, modelSettingsKey } from '../lib/model-settings.ts';

// A finished run's conversation takes no approval: nothing is waiting.
const nothingToApprove = () => {};
/** A finished run's conversation is only read: no app is rendered, so none speaks. */
const noAppWords = { onMessage: () => {}, onContext: () => {} };

/**
 * The Evals tab: a case file run with the models of the Model settings (features/evals), each failed
 * run's conversation drawn as the Chat tab draws one (features/chat), and the settings beside it.
 */
export function EvalsTab() {
  const settings = useQuery({ queryKey: modelSettingsKey, queryFn: fetchModelSettings });
  const models = settings.data?.models;
  const ready = useMemo(() => (models ?? []).filter((model) => model.model.trim() !== ''), [models]);
  const [panelOpen, setPanelOpen] = useState(false);
  const header = (
    <div className="flex items-center gap-3 text-sm">
      <span className="text-zinc-400">
        {settings.isPending
          ? 'Reading the Model settings…'
          : `${ready.length} model${ready.length === 1 ? '' : 's'} configured`}
      </span>
      {settings.error ? <span className="text-rose-300">{settings.error.message}</span> : null}
      <Button className="ml-auto shrink-0" aria-expanded={panelOpen} onClick={() => setPanelOpen(!panelOpen)}>
        Model settings
      </Button>
    </div>
  );
  return (
    <div className="flex min-h-0 flex-1">
      <EvalsPage
        models={ready}
        header={header}
        renderConversation={(entries) => (
          <ConversationEntries
            entries={entries}
            tools={undefined}
            appWords={noAppWords}
            onApprove={nothingToApprove}
            onDeny={nothingToApprove}
          />
        )}
      />
      {panelOpen ? (
        <aside className="w-[26rem] shrink-0 overflow-auto border-l border-zinc-800 p-4">
          <ModelPanel />
        </aside>
      ) : null}
    </div>
  );
}
