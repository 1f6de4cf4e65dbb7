import type { GetPromptResult, Prompt } from '@modelcontextprotocol/client';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Field, inputClass } from '../../../components/field.tsx';
import { ListProblems, ListState } from '../../../components/list-state.tsx';
import { OutcomeView } from '../../../components/outcome-view.tsx';
import { useGetPrompt, usePromptsList } from '../api/prompts.ts';

/** Prompts: choose one, fill its arguments, get its messages. */
export function PromptsPage() {
  const list = usePromptsList();
  const [name, setName] = useState<string>();
  const get = useGetPrompt();
  if (!list.data) return <ListState query={list} noun="prompts" />;
  const selected = list.data.prompts.find((prompt) => prompt.name === name);
  return (
    <div className="flex min-h-0 flex-1">
      <aside className="w-80 shrink-0 overflow-auto border-r border-zinc-800">
        <ListProblems problems={list.data.problems} />
        <ul aria-label="Prompts">
          {list.data.prompts.map((prompt) => (
            <li key={prompt.name}>
              <button
                type="button"
                aria-pressed={prompt.name === name}
                onClick={() => {
                  setName(prompt.name);
                  get.reset();
                }}
                className={`w-full border-l-2 px-3 py-1.5 text-left ${prompt.name === name ? 'border-sky-400 bg-zinc-800/80' : 'border-transparent hover:bg-zinc-900'}`}
              >
                <span className="block truncate font-mono text-[13px] text-zinc-100">{prompt.name}</span>
                <span className="block truncate text-[11px] text-zinc-500">{prompt.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <div className="min-w-0 flex-1 space-y-4 overflow-auto p-4">
        {selected ? (
          <>
            <PromptForm key={selected.name} prompt={selected} running={get.isPending} onGet={(args) => get.mutate({ name: selected.name, args })} />
            {get.data || get.isPending ? (
              <OutcomeView label="Prompt messages" outcome={get.data} running={get.isPending}>
                {(result) => <PromptMessages result={result as GetPromptResult} />}
              </OutcomeView>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-zinc-500">Choose a prompt.</p>
        )}
      </div>
    </div>
  );
}

function PromptForm({ prompt, running, onGet }: { prompt: Prompt; running: boolean; onGet: (args: Record<string, string>) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const args = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    onGet(args);
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900 p-4">
      <h2 className="font-mono text-sm text-zinc-100">{prompt.title ?? prompt.name}</h2>
      {prompt.description ? <p className="whitespace-pre-wrap text-xs text-zinc-400">{prompt.description}</p> : null}
      {(prompt.arguments ?? []).map((argument) => (
        <Field key={argument.name} id={`prompt-arg-${argument.name}`} label={`${argument.name}${argument.required ? ' *' : ''}`} hint={argument.description}>
          <input
            id={`prompt-arg-${argument.name}`}
            className={inputClass}
            required={argument.required}
            value={values[argument.name] ?? ''}
            onChange={(e) => setValues({ ...values, [argument.name]: e.target.value })}
          />
        </Field>
      ))}
      <Button type="submit" variant="primary" disabled={running}>
        Get prompt
      </Button>
    </form>
  );
}

function PromptMessages({ result }: { result: GetPromptResult }) {
  const messages = Array.isArray(result?.messages) ? result.messages : [];
  return (
    <ol className="space-y-2">
      {messages.map((message, index) => (
        <li key={index} className="rounded-md border border-zinc-800 bg-zinc-900 p-3">
          <p className="mb-1 text-xs font-semibold uppercase text-zinc-500">{message.role}</p>
          {message.content.type === 'text' ? (
            <p className="whitespace-pre-wrap text-sm text-zinc-200">{message.content.text}</p>
          ) : (
            <pre className="overflow-auto font-mono text-xs text-zinc-300">{JSON.stringify(message.content, null, 2)}</pre>
          )}
        </li>
      ))}
    </ol>
  );
}
