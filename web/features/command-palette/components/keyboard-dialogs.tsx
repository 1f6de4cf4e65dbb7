import { useEffect, useRef, useState } from 'react';
import { recentConnections } from '../../../lib/recent-connections-store.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { isMac } from '../../../lib/platform.ts';
import { type KeyFacts, shortcutOf } from '../../../lib/shortcuts.ts';
import { actionFacts, actionUnavailable, runAction } from '../lib/palette-actions.ts';
import type { PaletteKind } from '../lib/palette-item.ts';
import { CommandPalette } from './command-palette.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

/** Which keyboard dialog is open. */
type KeyboardDialog =
  | { readonly kind: 'palette'; readonly only?: PaletteKind; readonly query?: string }
  | { readonly kind: 'shortcuts' };

/**
 * The palette, the shortcuts dialog and the actions' shortcuts, loaded on the first key that may be one.
 * An action that cannot be done now opens the palette on it, where it says why. Focus goes back where it
 * was when a dialog closes.
 */
export default function KeyboardDialogs({
  tabs,
  pressed,
}: {
  tabs: readonly { key: string; label: string }[];
  /** A key the first screen's listener passed on: one that may be a shortcut. */
  pressed: KeyFacts;
}) {
  const session = useSession();
  const [open, setOpen] = useState<KeyboardDialog>();
  const returnTo = useRef<Element | null>(null);
  const show = (dialog: KeyboardDialog) => {
    if (!open) returnTo.current = document.activeElement;
    setOpen(dialog);
  };
  const close = () => {
    setOpen(undefined);
    const back = returnTo.current;
    returnTo.current = null;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: each press is read once, against the page as it is then
  useEffect(() => {
    const shortcut = shortcutOf(pressed, isMac());
    if (!shortcut) return;
    // A dialog is open: Ctrl+K closes the palette, and nothing else acts behind it.
    if (open) {
      if (shortcut.id === 'palette' && open.kind === 'palette') close();
      return;
    }
    if (shortcut.id === 'palette') return show({ kind: 'palette' });
    if (shortcut.id === 'shortcuts') return show({ kind: 'shortcuts' });
    const why = actionUnavailable(shortcut.id, actionFacts(session, recentConnections().getSnapshot().length));
    if (why !== undefined) show({ kind: 'palette', query: shortcut.label });
    else if (shortcut.id === 'switch-server') show({ kind: 'palette', only: 'server' });
    else runAction(shortcut.id, session);
  }, [pressed]);
  if (open?.kind === 'palette')
    return (
      <CommandPalette
        key={`${open.only}:${open.query}`}
        tabs={tabs}
        only={open.only}
        initialQuery={open.query}
        onShortcuts={() => setOpen({ kind: 'shortcuts' })}
        onClose={close}
      />
    );
  if (open?.kind === 'shortcuts') return <ShortcutsDialog onClose={close} />;
  return null;
}
