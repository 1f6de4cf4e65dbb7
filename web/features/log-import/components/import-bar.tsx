import { useRef, useState } from 'react';
import type { SkippedLine } from '../../../../shared/wire/import-log.ts';
import { Button } from '../../../components/button.tsx';

export interface ImportBarProps {
  /** The import shown, when one is. */
  imported: { name: string; entries: number; skipped: readonly SkippedLine[] } | undefined;
  onImport: (file: File) => Promise<void>;
  onBackToLive: () => void;
}

/**
 * Above the log: Import reads a log that Export wrote; while it is shown,
 * a banner says so (read only, nothing is sent), lists the lines that could
 * not be read, and leads back to the live log.
 */
export function ImportBar({ imported, onImport, onBackToLive }: ImportBarProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setFailure(undefined);
    try {
      await onImport(file);
    } catch (error) {
      setFailure(`Could not read ${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div
      className={`border-b px-3 py-1.5 text-xs ${imported ? 'border-violet-900/70 bg-violet-950/40' : 'border-zinc-800'}`}
    >
      <div className="flex items-center gap-3">
        <Button
          className="py-1 text-xs"
          onClick={() => input.current?.click()}
          disabled={reading}
          title="Read a JSON Lines log written by Export"
        >
          Import
        </Button>
        <input
          ref={input}
          type="file"
          accept=".jsonl,.ndjson,.json,.txt,application/x-ndjson,application/json,text/plain"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {reading ? (
          <span role="status" className="text-zinc-400">
            Reading…
          </span>
        ) : null}
        {imported ? (
          <>
            <p role="status" aria-label="Imported log" className="min-w-0 flex-1 truncate text-violet-100">
              <span className="font-semibold">Imported: </span>
              <span className="font-mono">{imported.name}</span>, {imported.entries.toLocaleString('en-US')}{' '}
              {imported.entries === 1 ? 'entry' : 'entries'} — read only, nothing is sent
            </p>
            <Button variant="ghost" className="py-1 text-xs" onClick={onBackToLive}>
              Back to live log
            </Button>
          </>
        ) : (
          <span className="text-zinc-500">
            Open a log written by Export, to read it with every view of the log, apart from the live one.
          </span>
        )}
      </div>
      {failure ? (
        <p role="alert" className="mt-1 text-rose-300">
          {failure}
        </p>
      ) : null}
      {imported?.skipped.length ? <SkippedLines skipped={imported.skipped} /> : null}
    </div>
  );
}

const SHOWN = 50;

function SkippedLines({ skipped }: { skipped: readonly SkippedLine[] }) {
  return (
    <details className="mt-1 text-amber-200">
      <summary className="cursor-pointer">
        {skipped.length.toLocaleString('en-US')} {skipped.length === 1 ? 'line' : 'lines'} could not be read and{' '}
        {skipped.length === 1 ? 'was' : 'were'} skipped
      </summary>
      <ul className="mt-1 max-h-32 space-y-0.5 overflow-auto font-mono">
        {skipped.slice(0, SHOWN).map((skip) => (
          <li key={skip.line}>
            line {skip.line}: {skip.reason}
          </li>
        ))}
        {skipped.length > SHOWN ? <li className="text-amber-200/70">and {skipped.length - SHOWN} more</li> : null}
      </ul>
    </details>
  );
}
