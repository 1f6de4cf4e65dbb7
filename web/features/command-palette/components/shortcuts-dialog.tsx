import { useEffect, useId, useRef } from 'react';
import { isMac } from '../../../lib/platform.ts';
import { shortcuts, shortcutText } from '../../../lib/shortcuts.ts';

/** The `?` dialog: every shortcut of the page, from the one table the key handler reads. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const mac = isMac();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[28rem] max-w-[calc(100vw-2rem)] rounded-lg border border-zinc-700 bg-zinc-900 p-0 text-zinc-100 shadow-2xl backdrop:bg-black/60"
    >
      <div className="space-y-3 p-4">
        <div className="flex items-center gap-2">
          <h2 id={`${id}-title`} className="flex-1 text-sm font-semibold">
            Keyboard shortcuts
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded px-2 py-0.5 text-sm text-zinc-400 hover:bg-zinc-800 hover:text-zinc-100"
          >
            Close
          </button>
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {shortcuts.map((shortcut) => (
              <tr key={shortcut.id} className="border-t border-zinc-800">
                <td className="py-1.5 text-zinc-200">{shortcut.label}</td>
                <td className="py-1.5 text-right">
                  <kbd className="rounded border border-zinc-700 bg-zinc-800 px-1.5 py-0.5 font-sans text-xs text-zinc-200">
                    {shortcutText(shortcut, mac)}
                  </kbd>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-zinc-400">
          None of these fires while you type in a field, except {shortcutText(shortcuts[0]!, mac)} (it types nothing).
          In the palette: ↑ ↓ Home End to move, Enter to do it, Esc to close. Tabs: ← → Home End in the tab strip.
          Tools: ↑ ↓ in the list and from its search box.
        </p>
      </div>
    </dialog>
  );
}
