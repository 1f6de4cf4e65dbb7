import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { PromptItem } from '../../shared/protocol-read/prompt-item.ts';
import { Button } from './button.tsx';
import { SchemaForm } from './schema-form/schema-form.tsx';
import { RequiredMarkInName } from './schema-form/form-field-frame.tsx';
import { useSchemaForm } from './schema-form/use-schema-form.ts';
import { useFormSuggest, type Completer } from '../lib/use-completion-suggest.ts';
import { MarkdownText } from './content/markdown-text.tsx';

/** A prompt's arguments as the schema of an object of strings, so the one schema form serves them. */
function argumentsSchema(prompt: PromptItem): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(
      prompt.arguments.map((argument) => [
        argument.name,
        { type: 'string', ...(argument.description ? { description: argument.description } : {}) },
      ]),
    ),
    required: prompt.arguments.filter((argument) => argument.required).map((argument) => argument.name),
  };
}

/**
 * The chosen prompt: its title and description, one input per argument (with the server's completions as you
 * type), and the button that gets its messages. The Prompts tab shows them; the Chat inserts them.
 */
type Props = {
  prompt: PromptItem;
  running: boolean;
  onGet: (args: Record<string, string>) => void;
  completer?: Completer | undefined;
  /** The submit button's words (Get prompt by default). */
  submitLabel?: string;
  /** Arguments to put in the form (a link's); a new object each time they are to be put. */
  load?: Readonly<Record<string, unknown>> | undefined;
  /** Told the arguments each time they change. */
  onValuesChange?: (args: Readonly<Record<string, unknown>>) => void;
};

export function PromptForm(props: Props) {
  return <PromptFormBody key={props.prompt.key} {...props} />;
}

function PromptFormBody({
  prompt,
  running,
  onGet,
  completer,
  submitLabel = 'Get prompt',
  load,
  onValuesChange,
}: Props) {
  const schema = useMemo(() => argumentsSchema(prompt), [prompt]);
  const form = useSchemaForm(schema);
  const { dispatch } = form;
  useEffect(() => {
    // A copy: the form edits its values.
    if (load) dispatch({ type: 'load', values: structuredClone(load) as Record<string, unknown> });
  }, [load, dispatch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told when the values change; the callback is a new function at each render
  useEffect(() => onValuesChange?.(form.state.values as Record<string, unknown>), [form.state.values]);
  const values = (form.state.values ?? {}) as Record<string, unknown>;
  const suggest = useFormSuggest(completer, values);
  const [tried, setTried] = useState(false);
  const missing = prompt.arguments
    .filter((argument) => argument.required && !values[argument.name])
    .map((argument) => argument.name);
  const args = () =>
    Object.fromEntries(
      Object.entries(values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    form.dispatch({ type: 'submit-attempt' });
    if (missing.length === 0) onGet(args());
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Prompt ${prompt.name}`}
      className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900 p-4"
    >
      <h2 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-zinc-100">
        {prompt.title ? <span className="min-w-0 break-words">{prompt.title}</span> : null}
        <span
          className={`min-w-0 break-all font-mono ${prompt.title ? 'text-xs font-normal text-zinc-400' : 'text-sm'}`}
        >
          {prompt.name}
        </span>
      </h2>
      {prompt.description ? (
        <MarkdownText
          text={prompt.description}
          label="Description"
          className="max-h-40 overflow-auto break-words text-xs text-zinc-400"
        />
      ) : null}
      {/* Required arguments keep their long-standing names ("topic *"). */}
      <RequiredMarkInName.Provider value={true}>
        <SchemaForm
          form={form}
          suggest={suggest}
          jsonLabel="Arguments (JSON)"
          noProperties={() => <p className="text-xs text-zinc-500">This prompt takes no arguments.</p>}
        />
      </RequiredMarkInName.Provider>
      {tried && missing.length ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-rose-900 bg-rose-950/40 px-3 py-2 text-xs text-rose-200">
          <span>
            Not sent: {missing.join(', ')} {missing.length === 1 ? 'is' : 'are'} required.
          </span>
          {/* To see what the server does with a request that breaks its own rules. */}
          <button
            type="button"
            className="rounded border border-rose-800 px-2 py-0.5 hover:bg-rose-900"
            onClick={() => onGet(args())}
          >
            Get anyway
          </button>
        </div>
      ) : null}
      <Button type="submit" variant="primary" disabled={running}>
        {submitLabel}
      </Button>
    </form>
  );
}
