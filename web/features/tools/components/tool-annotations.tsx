import type { ToolItem } from '../../../../shared/protocol-read/tool-item.ts';

const hints = [
  { key: 'readOnlyHint', label: 'read-only', className: 'border-emerald-800 text-emerald-300' },
  { key: 'destructiveHint', label: 'destructive', className: 'border-rose-800 text-rose-300' },
  { key: 'idempotentHint', label: 'idempotent', className: 'border-sky-800 text-sky-300' },
  { key: 'openWorldHint', label: 'open-world', className: 'border-violet-800 text-violet-300' },
] as const;

/** The tool's behaviour hints as badges; a hint the server left out (or sent as something other than true) is not shown. */
export function ToolAnnotations({ annotations }: { annotations: ToolItem['annotations'] }) {
  if (!annotations) return null;
  const shown = hints.filter((hint) => annotations[hint.key] === true);
  if (!shown.length) return null;
  return (
    <span className="flex shrink-0 gap-1">
      {shown.map((hint) => (
        <span key={hint.key} className={`rounded border px-1 text-[10px] leading-4 ${hint.className}`}>
          {hint.label}
        </span>
      ))}
    </span>
  );
}
