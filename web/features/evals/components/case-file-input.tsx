import { useId } from 'react';
import { inputClass } from '../../../components/field.tsx';

/**
 * Where the case file comes in: a file picked from disk or text pasted (JSON
 * or YAML), and what is wrong with it, each problem at its line and column
 * as `mcp-loupe --cli eval` says it.
 */
export function CaseFileInput({
  text,
  fileName,
  problems,
  casesCount,
  onText,
}: {
  text: string;
  fileName: string;
  /** Each problem as the command line says it: `cases.yaml:3:7: message`. */
  problems: readonly string[];
  casesCount: number | undefined;
  onText: (text: string, fileName?: string) => void;
}) {
  const ids = { file: useId(), text: useId() };
  return (
    <section aria-label="Case file" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold text-zinc-200">Case file</h2>
        <label
          htmlFor={ids.file}
          className="ml-auto cursor-pointer rounded-md border border-zinc-700 bg-zinc-800 px-3 py-1 text-sm text-zinc-100 hover:bg-zinc-700"
        >
          Open a case file…
        </label>
        <input
          id={ids.file}
          type="file"
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          className="sr-only"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) void picked.text().then((read) => onText(read, picked.name));
          }}
        />
      </div>
      <label htmlFor={ids.text} className="sr-only">
        Case file text
      </label>
      <textarea
        id={ids.text}
        className={`${inputClass} min-h-32`}
        spellCheck={false}
        placeholder={
          'Paste a case file, JSON or YAML:\ncases:\n  - name: echoes\n    prompt: Please echo something.\n    expect:\n      calls:\n        - tool: echo'
        }
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      {text.trim() === '' || (casesCount === undefined && problems.length === 0) ? null : problems.length > 0 ? (
        <ul aria-label="Problems in the case file" className="space-y-1 font-mono text-xs text-rose-300">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-zinc-500">
          {fileName}: {casesCount} case{casesCount === 1 ? '' : 's'}
        </p>
      )}
    </section>
  );
}
