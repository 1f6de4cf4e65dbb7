import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { type AppearanceChoice, appearance, setAppearance } from '../lib/appearance.ts';
import { useObservable } from '../lib/session-context.tsx';

const choices: { value: AppearanceChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * The header's menu: the page's own settings (its appearance). A popover, not a modal: a press outside
 * or Escape closes it, and Escape gives the focus back to its button. The radios move with the arrow keys.
 */
export function HeaderMenu() {
  const [open, setOpen] = useState(false);
  const chosen = useObservable(appearance);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        title="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className="flex h-7 w-7 items-center justify-center rounded text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="currentColor">
          <rect x="2" y="3" width="12" height="1.5" rx="0.75" />
          <rect x="2" y="7.25" width="12" height="1.5" rx="0.75" />
          <rect x="2" y="11.5" width="12" height="1.5" rx="0.75" />
        </svg>
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Menu"
          onKeyDown={onKeyDown}
          className="absolute right-0 top-full z-30 mt-1 w-52 rounded-md border border-zinc-700 bg-zinc-900 p-3 shadow-lg"
        >
          <p id={`${panelId}-appearance`} className="mb-1.5 text-xs font-medium text-zinc-400">
            Appearance
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`${panelId}-appearance`}
            className="flex rounded border border-zinc-700 p-0.5"
          >
            {choices.map(({ value, label }) => (
              <label
                key={value}
                className={`relative flex-1 rounded px-2 py-1 text-center text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-500 ${
                  chosen === value ? 'bg-zinc-700 text-zinc-100' : 'text-zinc-400 hover:text-zinc-100'
                }`}
              >
                <input
                  type="radio"
                  name="appearance"
                  value={value}
                  // Over its label, transparent: the label is what shows, the radio what is pressed and focused.
                  className="absolute inset-0 cursor-pointer opacity-0"
                  checked={chosen === value}
                  onChange={() => setAppearance(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
