/** The error and the description under a fieldset's legend (objects and arrays), with the ids its aria-describedby names. */
export function FieldsetNotes({
  id,
  helpId,
  error,
  description,
}: {
  id: string;
  helpId: string | undefined;
  error: string | undefined;
  description: string | undefined;
}) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-rose-400">
          {error}
        </p>
      ) : null}
      {description ? (
        <p id={helpId} className="whitespace-pre-wrap text-xs text-zinc-400">
          {description}
        </p>
      ) : null}
    </>
  );
}
