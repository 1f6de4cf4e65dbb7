import { useState } from 'react';
import type { DownloadItem } from '../../../shared/apps/download-file.ts';
import type { Finding } from '../../../shared/diagnose/finding.ts';
import { visibleText } from '../../../shared/apps/visible-text.ts';
import { readAppFile } from './read-app-file.ts';

/**
 * Files a view asks to save: named safely, saved only on the person's click,
 * each as a download (never opened here). The name shown is the name saved:
 * characters that hide or reorder text are already written out in it, and
 * the rest of the line is written out too, so nothing the view sent can
 * turn the line around.
 */
export function DownloadDialog({
  items,
  findings,
  read,
  onDone,
}: {
  items: readonly DownloadItem[];
  findings: readonly Finding[];
  read: (uri: string) => Promise<unknown>;
  onDone: (saved: boolean) => void;
}) {
  const [error, setError] = useState<string>();
  const save = async () => {
    try {
      for (const item of items) {
        const blob = await readAppFile(item, read);
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = item.name;
        link.rel = 'noopener';
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
      onDone(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <div
      role="dialog"
      aria-label="Download"
      className="space-y-1 rounded border border-sky-800 bg-sky-950/40 p-2 text-xs"
    >
      <p className="text-zinc-200">The app asks to save {items.length === 1 ? 'a file' : `${items.length} files`}:</p>
      <ul className="space-y-0.5 pl-4">
        {items.map((item) => (
          <li key={item.uri + item.name} className="font-mono text-sky-200">
            <bdi>{item.name}</bdi>{' '}
            <span className="text-zinc-500">
              ({visibleText(item.mimeType)}
              {item.kind === 'link' ? `, read from ${visibleText(item.uri)}` : ''})
            </span>
            {item.hidden ? (
              <p className="font-sans text-amber-300">
                Its name held characters that hide or reorder text ({item.hidden.join(', ')}): each is written out as
                [U+…] and saved so.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {findings.length ? (
        <p className="text-amber-300">Left out: {findings.map((finding) => finding.message).join('; ')}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-rose-300">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className="rounded bg-sky-600 px-2 py-0.5 text-white" onClick={() => void save()}>
          Save
        </button>
        <button
          type="button"
          className="rounded border border-zinc-700 px-2 py-0.5 text-zinc-300"
          onClick={() => onDone(false)}
        >
          Refuse
        </button>
      </div>
    </div>
  );
}
