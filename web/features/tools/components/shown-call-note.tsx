import type { HistoryEntry } from '../../../../shared/call-history/call-history.ts';
import { previewArgs } from '../../../../shared/call-history/args-preview.ts';
import { smallButtonClass } from '../../../components/schema-form/form-classes.ts';
import { formatCallTime } from './call-time.ts';

/** Says that the Result area shows an earlier call, which, and leads back to the latest. */
export function ShownCallNote({ entry, onShowLatest }: { entry: HistoryEntry; onShowLatest: () => void }) {
  return (
    <p
      role="note"
      className="flex flex-wrap items-center gap-2 rounded-md border border-sky-900/70 bg-sky-950/30 px-3 py-1.5 text-xs text-sky-200"
    >
      <span>
        Showing the call of {formatCallTime(entry.at)} with{' '}
        <code className="text-sky-100">{previewArgs(entry.args, 60)}</code>
      </span>
      <button type="button" className={`${smallButtonClass} ml-auto`} onClick={onShowLatest}>
        Show latest
      </button>
    </p>
  );
}
