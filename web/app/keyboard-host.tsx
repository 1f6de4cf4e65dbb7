import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { isMac } from '../lib/platform.ts';

const KeyboardDialogs = lazy(() => import('../features/command-palette/components/keyboard-dialogs.tsx'));

/**
 * The page's shortcuts (web/lib/shortcuts.ts): only this listener is on the first screen. It passes on the
 * keys that may be one (Ctrl+K or ⌘K, `?`, Alt+Shift with a key); the palette's code, loaded on the
 * first, reads them against the table and opens the palette, the shortcuts or does the action.
 */
export function KeyboardHost({ tabs }: { tabs: readonly { key: string; label: string }[] }) {
  // Each press is an event of its own: the dialogs read each once.
  const [pressed, setPressed] = useState<KeyboardEvent>();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modK = (isMac() ? event.metaKey : event.ctrlKey) && event.key.toLowerCase() === 'k';
      // The browser's own Ctrl+K (its search box) would take the key before the palette's code is loaded.
      if (modK && !event.altKey && !event.shiftKey) event.preventDefault();
      else if (event.isComposing || (event.key !== '?' && !(event.altKey && event.shiftKey))) return;
      setPressed(event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return pressed ? (
    <ErrorBoundary what="the command palette" inline>
      <Suspense fallback={null}>
        <KeyboardDialogs tabs={tabs} pressed={pressed} />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
