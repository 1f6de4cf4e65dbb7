import { useEffect, useRef } from 'react';

/**
 * An image at its natural size in a modal dialog, scrollable when bigger than
 * the window. Escape, the Close button or a click beside the image closes it.
 * The image stays on this page: nothing navigates to its data: URL.
 */
export default function ImageLightbox({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes it; the keyboard has Escape and the Close button
    <dialog
      ref={dialog}
      aria-label={alt}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, not what it holds) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[95vh] max-w-[95vw] overflow-hidden rounded-md border border-zinc-700 bg-zinc-950 p-0 text-zinc-200 backdrop:bg-black/80"
    >
      <div className="flex items-center gap-3 border-b border-zinc-800 px-3 py-1.5 text-xs text-zinc-400">
        <span className="min-w-0 flex-1 truncate">{alt}, natural size</span>
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: a modal dialog puts focus on its Close button as it opens
          autoFocus
          onClick={() => dialog.current?.close()}
          className="rounded-md border border-zinc-700 px-2 py-0.5 text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          Close
        </button>
      </div>
      <div className="max-h-[calc(95vh-2.5rem)] max-w-[95vw] overflow-auto">
        <img
          src={src}
          alt={alt}
          className="block max-w-none bg-[repeating-conic-gradient(var(--color-zinc-800)_0_25%,var(--color-zinc-900)_0_50%)] bg-[length:16px_16px]"
        />
      </div>
    </dialog>
  );
}
