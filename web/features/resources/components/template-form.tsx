import { useId, useMemo, useState, type FormEvent } from 'react';
import { expandUriTemplate, parseUriTemplate } from '../../../../shared/uri-template/uri-template.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClass } from '../../../components/field.tsx';

/** One input per variable of a resource template (RFC 6570), the uri they make, and a button to read it. */
export function TemplateForm({ uriTemplate, onRead }: { uriTemplate: string; onRead: (uri: string) => void }) {
  const parsed = useMemo(() => parseUriTemplate(uriTemplate), [uriTemplate]);
  const [values, setValues] = useState<Record<string, string>>({});
  const prefix = useId();
  const uri = expandUriTemplate(parsed, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRead(uri);
  };
  return (
    <form onSubmit={submit} aria-label="Template variables" className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900 p-4">
      {parsed.variables.length === 0 ? <p className="text-xs text-zinc-500">This template has no variables.</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {parsed.variables.map((name) => (
          <Field key={name} id={`${prefix}-${name}`} label={name}>
            <input
              id={`${prefix}-${name}`}
              className={inputClass}
              value={values[name] ?? ''}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          </Field>
        ))}
      </div>
      {parsed.problems.length ? (
        <ul className="list-disc pl-4 font-mono text-xs text-amber-300">
          {parsed.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-400">URI</p>
        <output aria-label="Resulting URI" className="block break-all rounded-md bg-zinc-950 px-2 py-1.5 font-mono text-[13px] text-sky-300">
          {uri}
        </output>
      </div>
      <Button type="submit" variant="primary">
        Read resource
      </Button>
    </form>
  );
}
