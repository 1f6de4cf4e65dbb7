import { lazy, Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';

// The menu's content and the appearance store come with the first press: the first screen carries the button alone.
const HeaderMenuPanel = lazy(() => import('./header-menu-panel.tsx'));

/** The header's menu button: the page's own settings (its appearance) open in a popover below it. */
export function HeaderMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        title="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex h-6 w-6 items-center justify-center rounded text-base text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        ☰
      </button>
      {open ? (
        <ErrorBoundary what="the menu" inline>
          <Suspense fallback={null}>
            <HeaderMenuPanel button={buttonRef} onClose={() => setOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
