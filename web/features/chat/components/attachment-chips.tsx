import type { ReadAttachment } from '../lib/resource-attachment.ts';

/** The resources attached to the next message, each removable; a binary one says its bytes do not go. */
export function AttachmentChips({
  attachments,
  onRemove,
}: {
  attachments: readonly ReadAttachment[];
  onRemove: (uri: string) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attached to the next message" className="flex flex-wrap gap-1.5">
      {attachments.map(({ attachment, binary }) => (
        <li
          key={attachment.uri}
          className="flex max-w-full items-center gap-1 rounded-full border border-sky-900 bg-sky-950/50 px-2 py-0.5 text-xs text-sky-100"
        >
          <span className="min-w-0 truncate font-mono" title={attachment.uri}>
            {attachment.uri}
          </span>
          {binary ? <span className="shrink-0 text-amber-300">{binary}</span> : null}
          <button
            type="button"
            aria-label={`Remove attachment ${attachment.uri}`}
            className="shrink-0 rounded-full px-1.5 text-zinc-400 hover:bg-sky-900 hover:text-zinc-100"
            onClick={() => onRemove(attachment.uri)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
