import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { type AppearanceChoice, appearance, setAppearance } from '../lib/appearance.ts';
import { useObservable } from '../lib/session-context.tsx';

const choices: { value: AppearanceChoice; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

const arrows: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * The header menu's popover, not a modal: a press outside it or Escape closes it, and Escape gives the focus back
 * to its button. The appearance is a radio group as the ARIA pattern has it: one stop for Tab (the chosen radio,
 * focused when the popover opens), the arrow keys move the choice.
 */
export default function HeaderMenuPanel({
  button,
  onClose,
}: {
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const chosen = useObservable(appearance);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once, when the popover opens
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !button.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      button.current?.focus();
      return;
    }
    const step = arrows[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = choices.findIndex((choice) => choice.value === chosen);
    const next = choices[(at + step + choices.length) % choices.length]!.value;
    setAppearance(next);
    panelRef.current?.querySelector<HTMLElement>(`[data-choice="${next}"]`)?.focus();
  };
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-label="Menu"
      onKeyDown={onKeyDown}
      className="absolute right-0 top-full z-20 mt-1 w-48 rounded-md border border-zinc-700 bg-zinc-900 p-3 shadow-lg"
    >
      <p id={`${id}-appearance`} className="mb-1 text-xs font-medium text-zinc-400">
        Appearance
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-appearance`} className="flex rounded border border-zinc-700 p-1">
        {choices.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={chosen === value}
            tabIndex={chosen === value ? 0 : -1}
            data-choice={value}
            onClick={() => setAppearance(value)}
            className={`flex-1 rounded px-2 py-1 text-center text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${
              chosen === value ? 'bg-zinc-700 text-zinc-100' : 'text-zinc-400 hover:text-zinc-100'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
