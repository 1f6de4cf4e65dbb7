import type { ReactNode } from 'react';

export const inputClass =
  'w-full rounded-md border border-zinc-700 bg-zinc-950 px-2 py-1.5 font-mono text-[13px] text-zinc-100 placeholder:text-zinc-600 focus:border-sky-500 focus:outline-none focus:ring-1 focus:ring-sky-500';

/** A labelled control with optional help and error text. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-zinc-400">
        {label}
      </label>
      {children}
      {error ? (
        <p className="text-xs text-rose-300">{error}</p>
      ) : hint ? (
        <p className="text-xs text-zinc-500">{hint}</p>
      ) : null}
    </div>
  );
}

/** The input look at a fixed width (a Tailwind width class such as "w-28"), for controls that sit in a row. */
export function sizedInputClass(width: string): string {
  return inputClass.replace('w-full', width);
}
