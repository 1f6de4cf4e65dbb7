import { useId, useMemo } from 'react';
import { searchPattern } from '../../../../shared/wire/wire-filter.ts';
import { sizedInputClass } from '../../../components/field.tsx';

export interface SearchBoxProps {
  text: string;
  onText: (text: string) => void;
  regex: boolean;
  onRegex: (regex: boolean) => void;
}

/** The log's filter box, and beside it the switch that reads it as a regular expression; an expression that does not compile says why. */
export function SearchBox({ text, onText, regex, onRegex }: SearchBoxProps) {
  const error = useMemo(() => {
    if (!regex || !text) return undefined;
    const compiled = searchPattern(text);
    return 'error' in compiled ? compiled.error : undefined;
  }, [regex, text]);
  const errorId = useId();
  return (
    <div className="flex min-w-0 items-center gap-1">
      <input
        type="search"
        aria-label="Filter log"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={regex ? 'Regular expression over the raw text' : 'Filter by method, id or text'}
        className={`${sizedInputClass('w-64')} ${error ? 'border-rose-700' : ''}`}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      <button
        type="button"
        aria-pressed={regex}
        aria-label="Regular expression"
        title="Match the raw text of every entry with a regular expression (case-insensitive)"
        onClick={() => onRegex(!regex)}
        className={`rounded-md border px-1.5 py-1 font-mono text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${regex ? 'border-sky-600 bg-sky-900/60 text-sky-100' : 'border-zinc-700 text-zinc-400 hover:bg-zinc-800'}`}
      >
        .*
      </button>
      {error ? (
        <span id={errorId} role="alert" className="max-w-56 truncate text-xs text-rose-300" title={error}>
          Not a regular expression: {error}. Nothing is filtered out.
        </span>
      ) : null}
    </div>
  );
}
