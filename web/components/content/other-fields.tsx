import { JsonView } from './json-view.tsx';

/** Members of a result the view does not otherwise show (`_meta`, vendor keys, …): listed, never dropped. */
export function OtherFields({ fields }: { fields: Record<string, unknown> }) {
  const keys = Object.keys(fields);
  if (!keys.length) return null;
  return (
    <div className="space-y-1.5">
      <h4 className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">
        Other fields ({keys.join(', ')})
      </h4>
      <JsonView value={fields} />
    </div>
  );
}
