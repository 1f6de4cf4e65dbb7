import { lazy, Suspense, useEffect, useState } from 'react';
import type { PressedKey } from '../features/command-palette/components/keyboard-dialogs.tsx';
import { isMac } from '../lib/platform.ts';

const KeyboardDialogs = lazy(() => import('../features/command-palette/components/keyboard-dialogs.tsx'));

/**
 * The page's shortcuts (web/lib/shortcuts.ts): only this listener is on the first screen. It passes on the
 * keys that may be one (Ctrl+K or ⌘K, `?`, Alt+Shift with a key); the palette's code, loaded on the
 * first, reads them against the table and opens the palette, the shortcuts or does the action.
 */
export function KeyboardHost({ tabs }: { tabs: readonly { key: string; label: string }[] }) {
  const [pressed, setPressed] = useState<PressedKey>();
  useEffect(() => {
    let asked = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const modK = (isMac() ? event.metaKey : event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (!modK && event.key !== '?' && !(event.altKey && event.shiftKey)) return;
      // The browser's own Ctrl+K (its search box) would take the key before the palette's code is loaded.
      if (modK && !event.altKey && !event.shiftKey) event.preventDefault();
      setPressed({ event, asked: ++asked });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return pressed ? (
    <Suspense fallback={null}>
      <KeyboardDialogs tabs={tabs} pressed={pressed} />
    </Suspense>
  ) : null;
}
