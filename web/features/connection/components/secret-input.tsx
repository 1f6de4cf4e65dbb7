import { useState, type InputHTMLAttributes } from 'react';
import { inputClass } from '../../../components/field.tsx';

/** A text input that hides its value until the person reveals it (secrets on a shared screen). */
export function SecretInput({
  secret,
  revealLabel,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { secret: boolean; revealLabel: string }) {
  const [revealed, setRevealed] = useState(false);
  const hidden = secret && !revealed;
  return (
    <div className="flex min-w-0 flex-1 gap-1">
      <input
        {...props}
        type={hidden ? 'password' : 'text'}
        className={`${inputClass.replace('w-full', '')} w-0 min-w-0 flex-1`}
        spellCheck={false}
        autoComplete="off"
      />
      {secret ? (
        <button
          type="button"
          aria-label={revealLabel}
          aria-pressed={revealed}
          title={revealed ? 'Hide' : 'Reveal'}
          onClick={() => setRevealed(!revealed)}
          className="shrink-0 rounded-md border border-zinc-700 px-1.5 text-xs text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          {revealed ? 'hide' : 'show'}
        </button>
      ) : null}
    </div>
  );
}
