/** Tailwind classes shared by the tool form's controls. */
export const inputClass =
  'w-full rounded-md border border-zinc-700 bg-zinc-950 px-2 py-1.5 font-mono text-[13px] text-zinc-100 placeholder:text-zinc-600 ' +
  'focus:border-sky-500 focus:outline-none focus-visible:ring-1 focus-visible:ring-sky-500 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-[invalid=true]:border-rose-500 aria-[invalid=true]:focus-visible:ring-rose-500';

export const checkboxClass =
  'size-4 shrink-0 rounded border-zinc-600 bg-zinc-950 accent-sky-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ' +
  'focus-visible:ring-offset-1 focus-visible:ring-offset-zinc-900 disabled:opacity-50';

export const smallButtonClass =
  'rounded-md border border-zinc-700 bg-zinc-800/60 px-2 py-1 text-xs text-zinc-300 hover:bg-zinc-700 hover:text-zinc-100 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:cursor-not-allowed disabled:opacity-50';
