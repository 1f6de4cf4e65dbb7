import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Field, inputClass } from '../../../components/field.tsx';
import {
  asInput,
  type ConfiguredModel,
  defaultBaseUrl,
  fetchModelSettings,
  type ModelInput,
  type ModelSettingsView,
  modelSettingsKey,
  PROVIDERS,
  type ProviderKind,
  putModelSettings,
} from '../../../lib/model-settings.ts';
import { useRememberedKeysRestored } from '../hooks/use-remembered-keys-restored.ts';
import { keyStatus } from '../lib/key-status.ts';
import { forgetKey, isRemembered, rememberKey } from '../lib/remembered-keys.ts';

/**
 * The Model settings: which provider, where, which model, and the key. The
 * key goes to the proxy (PUT /api/model/settings) and the field is emptied;
 * the page keeps it only when "Remember in this browser" is ticked.
 */
export function ModelPanel() {
  const settings = useQuery({ queryKey: modelSettingsKey, queryFn: fetchModelSettings });
  useRememberedKeysRestored(settings.data);
  if (settings.error) return <p className="text-sm text-rose-300">{settings.error.message}</p>;
  if (!settings.data) return <p className="text-sm text-zinc-500">Loading the model settings…</p>;
  return <ModelForm settings={settings.data} />;
}

function ModelForm({ settings }: { settings: ModelSettingsView }) {
  const queryClient = useQueryClient();
  const [chosenId, setChosenId] = useState(settings.models[0]?.id);
  // The fields start afresh when the person picks another model, not when the one shown is saved (its outcome stays).
  const [shown, setShown] = useState(0);
  const chosen = settings.models.find((model) => model.id === chosenId) ?? settings.models[0];
  return (
    <section aria-label="Model" className="space-y-3 rounded-lg border border-zinc-800 bg-zinc-900/60 p-4">
      <h2 className="text-sm font-semibold text-zinc-200">Model</h2>
      {settings.models.length > 1 ? (
        <ModelChooser
          models={settings.models}
          chosen={chosen?.id}
          onChoose={(id) => {
            setChosenId(id);
            setShown((count) => count + 1);
          }}
        />
      ) : null}
      <ModelFields
        key={shown}
        settings={settings}
        model={chosen}
        onSaved={(view, id) => {
          queryClient.setQueryData(modelSettingsKey, view);
          setChosenId(id);
        }}
      />
    </section>
  );
}

function ModelChooser({
  models,
  chosen,
  onChoose,
}: {
  models: ConfiguredModel[];
  chosen: string | undefined;
  onChoose: (id: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label="Configured model">
      <select id={id} className={inputClass} value={chosen} onChange={(event) => onChoose(event.target.value)}>
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {model.model || '(no model id)'} · {model.provider}
          </option>
        ))}
      </select>
    </Field>
  );
}

function ModelFields({
  settings,
  model,
  onSaved,
}: {
  settings: ModelSettingsView;
  model: ConfiguredModel | undefined;
  onSaved: (view: ModelSettingsView, id: string | undefined) => void;
}) {
  const ids = { provider: useId(), baseUrl: useId(), model: useId(), key: useId(), remember: useId() };
  const [provider, setProvider] = useState<ProviderKind>(model?.provider ?? 'openai-compatible');
  const [baseUrl, setBaseUrl] = useState(model?.baseUrl ?? '');
  const [modelId, setModelId] = useState(model?.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(model ? isRemembered(model.id) : false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [saving, setSaving] = useState(false);

  const save = async (key: string | null | undefined) => {
    setSaving(true);
    setOutcome(undefined);
    const edited: ModelInput = {
      ...(model ? { id: model.id } : {}),
      provider,
      baseUrl: baseUrl.trim() || defaultBaseUrl(provider),
      model: modelId.trim(),
      ...(key === undefined ? {} : { apiKey: key }),
    };
    // The other models go back as they are (their keys kept where they are).
    const list = model
      ? settings.models.map((other) => (other.id === model.id ? edited : asInput(other)))
      : [...settings.models.map(asInput), edited];
    try {
      const view = await putModelSettings(list);
      const saved = model ? view.models.find((m) => m.id === model.id) : view.models.at(-1);
      if (saved && typeof key === 'string' && remember) rememberKey(saved.id, saved.baseUrl, key);
      if (saved && (!remember || key === null)) forgetKey(saved.id);
      setApiKey('');
      setOutcome({ ok: true, text: key === null ? 'Key forgotten.' : 'Saved.' });
      onSaved(view, saved?.id);
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  const status = keyStatus(settings, { ...(model ? { id: model.id } : {}), provider, baseUrl });
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(apiKey.trim() === '' ? undefined : apiKey.trim());
      }}
    >
      <Field id={ids.provider} label="Provider">
        <select
          id={ids.provider}
          className={inputClass}
          value={provider}
          onChange={(event) => setProvider(event.target.value as ProviderKind)}
        >
          {PROVIDERS.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={ids.baseUrl}
        label="Base URL"
        hint={
          provider === 'openai-compatible'
            ? 'The server’s API: Ollama, LM Studio, vLLM, llama.cpp, LiteLLM, OpenRouter… such as http://127.0.0.1:11434/v1 (Ollama).'
            : `Empty: ${defaultBaseUrl(provider)}.`
        }
      >
        <input
          id={ids.baseUrl}
          className={inputClass}
          value={baseUrl}
          placeholder={defaultBaseUrl(provider) || 'http://127.0.0.1:11434/v1'}
          onChange={(event) => setBaseUrl(event.target.value)}
          spellCheck={false}
        />
      </Field>
      <Field id={ids.model} label="Model" hint="The model id as the provider names it.">
        <input
          id={ids.model}
          className={inputClass}
          value={modelId}
          placeholder="llama3.2, gpt-4.1-mini, claude-sonnet-4-5, gemini-2.5-flash…"
          onChange={(event) => setModelId(event.target.value)}
          spellCheck={false}
        />
      </Field>
      <p className="text-xs text-zinc-400">{status}</p>
      <Field
        id={ids.key}
        label="API key"
        hint="Sent to the mcp-loupe proxy, which adds it to requests to this provider only."
      >
        <input
          id={ids.key}
          type="password"
          autoComplete="off"
          className={inputClass}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
      </Field>
      <label htmlFor={ids.remember} className="flex items-center gap-2 text-sm text-zinc-300">
        <input
          id={ids.remember}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        Remember in this browser
      </label>
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary" disabled={saving}>
          Save model
        </Button>
        {model?.key.source === 'page' ? (
          <Button disabled={saving} onClick={() => void save(null)}>
            Forget key
          </Button>
        ) : null}
        {outcome ? (
          <span role="status" className={`text-sm ${outcome.ok ? 'text-emerald-300' : 'text-rose-300'}`}>
            {outcome.text}
          </span>
        ) : null}
      </div>
    </form>
  );
}
