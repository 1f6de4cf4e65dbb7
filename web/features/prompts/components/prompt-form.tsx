import { useId, useState, type FormEvent } from 'react';
import type { PromptItem } from '../../../../shared/protocol-read/prompt-item.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClass } from '../../../components/field.tsx';

/** The chosen prompt: its title and description, one input per argument, and the button that gets its messages. */
export function PromptForm({ prompt, running, onGet }: { prompt: PromptItem; running: boolean; onGet: (args: Record<string, string>) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const prefix = useId();
  const missing = prompt.arguments.filter((argument) => argument.required && !values[argument.name]).map((argument) => argument.name);
  const args = () => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length === 0) onGet(args());
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`Prompt ${prompt.name}`} className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900 p-4">
      <h2 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-zinc-100">
        {prompt.title ? <span className="min-w-0 break-words">{prompt.title}</span> : null}
        <span className={`min-w-0 break-all font-mono ${prompt.title ? 'text-xs font-normal text-zinc-400' : 'text-sm'}`}>{prompt.name}</span>
      </h2>
      {prompt.description ? <p className="max-h-40 overflow-auto whitespace-pre-wrap break-words text-xs text-zinc-400">{prompt.description}</p> : null}
      {prompt.arguments.length === 0 ? <p className="text-xs text-zinc-500">This prompt takes no arguments.</p> : null}
      {prompt.arguments.map((argument, index) => {
        const id = `${prefix}-${index}`;
        return (
          <Field key={id} id={id} label={`${argument.name}${argument.required ? ' *' : ''}`} hint={argument.description}>
            <input
              id={id}
              className={inputClass}
              aria-required={argument.required || undefined}
              aria-invalid={tried && missing.includes(argument.name) ? true : undefined}
              value={values[argument.name] ?? ''}
              onChange={(event) => setValues({ ...values, [argument.name]: event.target.value })}
            />
          </Field>
        );
      })}
      {tried && missing.length ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md border border-rose-900 bg-rose-950/40 px-3 py-2 text-xs text-rose-200">
          <span>Not sent: {missing.join(', ')} {missing.length === 1 ? 'is' : 'are'} required.</span>
          {/* To see what the server does with a request that breaks its own rules. */}
          <button type="button" className="rounded border border-rose-800 px-2 py-0.5 hover:bg-rose-900" onClick={() => onGet(args())}>
            Get anyway
          </button>
        </div>
      ) : null}
      <Button type="submit" variant="primary" disabled={running}>
        Get prompt
      </Button>
    </form>
  );
}
