/**
 * A root object without properties. Only `additionalProperties: false` means
 * the tool takes no arguments; otherwise it accepts any object, which the
 * JSON editor can write.
 */
export function FormNoProperties({ acceptsAny, onEditJson }: { acceptsAny: boolean; onEditJson: () => void }) {
  if (!acceptsAny) return <p className="text-zinc-500">This tool takes no arguments.</p>;
  return (
    <p className="text-zinc-500">
      This tool&apos;s schema declares no properties; it accepts any object.{' '}
      <button
        type="button"
        onClick={onEditJson}
        className="rounded-sm text-sky-400 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        Write arguments as JSON
      </button>
    </p>
  );
}
