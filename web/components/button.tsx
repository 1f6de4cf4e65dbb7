import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary:
    'bg-sky-500 text-zinc-950 hover:bg-sky-400 disabled:bg-sky-900 disabled:text-zinc-400 aria-disabled:bg-sky-900 aria-disabled:text-zinc-400',
  secondary:
    'border border-zinc-700 bg-zinc-800 text-zinc-100 hover:bg-zinc-700 disabled:text-zinc-500 aria-disabled:text-zinc-500',
  danger: 'border border-rose-800 bg-rose-950 text-rose-200 hover:bg-rose-900',
  ghost: 'text-zinc-300 hover:bg-zinc-800 hover:text-zinc-100',
};

/** `aria-disabled` looks as `disabled` does, for a button that must keep its focus while it does nothing. */
export function Button({
  variant = 'secondary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
