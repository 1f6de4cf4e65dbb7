/** macOS (and iPadOS with a keyboard): ⌘ where other systems use Ctrl. */
export const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
