import { useMemo, type FormEvent } from 'react';
import { expandUriTemplate, parseUriTemplate } from '../../../../shared/uri-template/uri-template.ts';
import { Button } from '../../../components/button.tsx';
import { SchemaForm } from '../../../components/schema-form/schema-form.tsx';
import { useSchemaForm } from '../../../components/schema-form/use-schema-form.ts';
import { useFormSuggest, type Completer } from '../../../lib/use-completion-suggest.ts';

/** One input per variable of a resource template (RFC 6570), with the server's completions as you type, the uri they make, and a button to read it. */
type Props = { uriTemplate: string; onRead: (uri: string) => void; completer?: Completer | undefined };

export function TemplateForm(props: Props) {
  return <TemplateFormBody key={props.uriTemplate} {...props} />;
}

function TemplateFormBody({ uriTemplate, onRead, completer }: Props) {
  const parsed = useMemo(() => parseUriTemplate(uriTemplate), [uriTemplate]);
  const schema = useMemo(
    () => ({
      type: 'object',
      properties: Object.fromEntries(parsed.variables.map((name) => [name, { type: 'string' }])),
    }),
    [parsed],
  );
  const form = useSchemaForm(schema);
  const filled = (form.state.values ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(filled).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const suggest = useFormSuggest(completer, filled);
  const uri = expandUriTemplate(parsed, values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRead(uri);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Template variables"
      className="space-y-3 rounded-md border border-zinc-800 bg-zinc-900 p-4"
    >
      <SchemaForm
        form={form}
        suggest={suggest}
        jsonLabel="Variables (JSON)"
        rootLabel="variables"
        noProperties={() => <p className="text-xs text-zinc-500">This template has no variables.</p>}
      />
      {parsed.findings.length ? (
        <ul className="list-disc pl-4 font-mono text-xs text-amber-300">
          {parsed.findings.map((finding) => (
            <li key={finding.message}>{finding.message}</li>
          ))}
        </ul>
      ) : null}
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-400">URI</p>
        <output
          aria-label="Resulting URI"
          className="block break-all rounded-md bg-zinc-950 px-2 py-1.5 font-mono text-[13px] text-sky-300"
        >
          {uri}
        </output>
      </div>
      <Button type="submit" variant="primary">
        Read resource
      </Button>
    </form>
  );
}
