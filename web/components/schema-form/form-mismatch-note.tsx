/** "Value sent: "seven" (a string)": what a control cannot show, spelled out under it. */
export function FormMismatchNote({
  id,
  note,
  indent = false,
}: {
  id?: string | undefined;
  note: string;
  indent?: boolean;
}) {
  return (
    <p id={id} className={`text-xs text-amber-300 ${indent ? 'pl-10' : ''}`}>
      Value sent: <span className="break-all font-mono">{note}</span>
    </p>
  );
}
