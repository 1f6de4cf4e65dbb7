import type { Placeholder } from '../../../../shared/config/config-types.ts';

/** Where the fields' values came from (an imported config, a link, a recent connection), and what is still to fill in. */
export interface FillNote {
  /** `github from claude_desktop_config.json`, `the link`, `a recent connection`. */
  source: string;
  /** A stdio server: the note says nothing runs until Connect. */
  stdio: boolean;
  placeholders: readonly Placeholder[];
  /** Secrets that were not remembered: `env GITHUB_TOKEN`, `bearer token`. */
  withheld: readonly string[];
}

/** Under the filled fields: where they came from, that nothing started, and what to fill in before connecting. */
export function FillNoteView({ note, onDismiss }: { note: FillNote; onDismiss: () => void }) {
  return (
    <div
      role="note"
      aria-label="Filled in"
      className="space-y-1 rounded-md border border-sky-900/70 bg-sky-950/40 px-2 py-1.5 text-xs text-sky-100"
    >
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1">
          Filled in from {note.source}.{note.stdio ? ' Nothing runs until you press Connect.' : ''}
        </p>
        <button
          type="button"
          aria-label="Dismiss note"
          onClick={onDismiss}
          className="shrink-0 rounded px-1 text-sky-300 hover:bg-sky-900/60 hover:text-sky-100"
        >
          ×
        </button>
      </div>
      {note.placeholders.length > 0 ? (
        <div>
          <p className="text-amber-200">Fill in before connecting:</p>
          <ul className="mt-0.5 space-y-0.5">
            {note.placeholders.map((placeholder, index) => (
              <li key={index} className="break-words">
                <code className="rounded bg-zinc-900 px-1 font-mono text-amber-100">{placeholder.text}</code> in{' '}
                {placeholder.where}
                {placeholder.description ? <span className="text-sky-200/80"> — {placeholder.description}</span> : null}
                {placeholder.secret ? <span className="text-sky-200/80"> (secret)</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {note.withheld.length > 0 ? (
        <p className="text-amber-200">Secrets are not remembered; enter again: {note.withheld.join(', ')}.</p>
      ) : null}
    </div>
  );
}
