import { RawJsonToggle } from './content/raw-json-toggle.tsx';

/** What is wrong with one list entry (a tool, a prompt, a resource), with the entry as the server sent it. */
export function ItemProblems({ noun, problems, raw }: { noun: string; problems: readonly string[]; raw: unknown }) {
  if (problems.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={`Problems with this ${noun}`}
      className="space-y-2 rounded-md border border-amber-800/70 bg-amber-950/30 px-3 py-2 text-xs"
    >
      <h3 className="font-semibold text-amber-300">
        This {noun} breaks the protocol ({problems.length === 1 ? '1 problem' : `${problems.length} problems`})
      </h3>
      <ul className="list-disc space-y-0.5 pl-4 font-mono text-amber-200/90">
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
      <RawJsonToggle value={raw} label={`The ${noun} as sent`} />
    </div>
  );
}
