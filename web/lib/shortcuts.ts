/** What a shortcut does: open one of the page's two keyboard dialogs, or one of the page's actions. */
export type ShortcutId =
  | 'palette'
  | 'shortcuts'
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switch-server'
  | 'run-checkup'
  | 'clear-log'
  | 'export-log'
  | 'copy-as-command'
  | 'toggle-appearance';

export interface Shortcut {
  readonly id: ShortcutId;
  /** What it does, as the command palette and the shortcuts dialog name it. */
  readonly label: string;
  /**
   * `mod`: Ctrl, or ⌘ on macOS, with `key`. `alt-shift`: Alt+Shift (⌥⇧) with the letter `key`, read from the
   * key's place (`event.code`), since Option on a Mac types another character. `plain`: the character `key`.
   */
  readonly chord: 'mod' | 'alt-shift' | 'plain';
  readonly key: string;
  /** Fires in a text field too: only the palette's Ctrl+K, the standard for it (it types nothing). */
  readonly inFields?: true;
}

/** Every shortcut of the page: the key handler, the palette and the `?` dialog read this one table. */
export const shortcuts: readonly Shortcut[] = [
  { id: 'palette', label: 'Command palette', chord: 'mod', key: 'K', inFields: true },
  { id: 'shortcuts', label: 'Keyboard shortcuts', chord: 'plain', key: '?' },
  { id: 'connect', label: 'Connect', chord: 'alt-shift', key: 'C' },
  { id: 'reconnect', label: 'Reconnect', chord: 'alt-shift', key: 'R' },
  { id: 'disconnect', label: 'Disconnect', chord: 'alt-shift', key: 'D' },
  { id: 'switch-server', label: 'Switch server…', chord: 'alt-shift', key: 'S' },
  { id: 'run-checkup', label: 'Run checkup', chord: 'alt-shift', key: 'K' },
  { id: 'clear-log', label: 'Clear log', chord: 'alt-shift', key: 'L' },
  { id: 'export-log', label: 'Export log', chord: 'alt-shift', key: 'E' },
  { id: 'copy-as-command', label: 'Copy as command', chord: 'alt-shift', key: 'M' },
  { id: 'toggle-appearance', label: 'Toggle appearance (light or dark)', chord: 'alt-shift', key: 'A' },
];

/** The parts of a key event a shortcut is read from. */
export type KeyFacts = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>;

/** Input types a person types text into; a checkbox or a button takes no text, so shortcuts stay on there. */
const textInputTypes = /^(text|search|email|number|password|tel|url|date|datetime-local|month|time|week)$/;

/** Whether the key goes into a field the person is typing in (where a shortcut must not steal it). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof target !== 'object' || target === null || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  switch (element.tagName) {
    case 'TEXTAREA':
    case 'SELECT':
      return true;
    case 'INPUT':
      return textInputTypes.test((element as HTMLInputElement).type || 'text');
    default:
      return false;
  }
}

/** Whether the event is the shortcut's key and chord (whatever the focus). */
function pressed(shortcut: Shortcut, event: KeyFacts, mac: boolean): boolean {
  if (shortcut.chord === 'mod')
    return (
      (mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
      !event.altKey &&
      !event.shiftKey &&
      event.key.toUpperCase() === shortcut.key
    );
  if (shortcut.chord === 'alt-shift')
    return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === `Key${shortcut.key}`;
  return event.key === shortcut.key && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The shortcut a key event asks for, if any; none while typing in a field, except those meant for fields. */
export function shortcutOf(event: KeyFacts, mac: boolean): Shortcut | undefined {
  const found = shortcuts.find((shortcut) => pressed(shortcut, event, mac));
  return found && (found.inFields || !isTypingTarget(event.target)) ? found : undefined;
}

/** How a shortcut is written for this platform: `Ctrl+K` or `⌘K`, `Alt+Shift+D` or `⌥⇧D`, `?`. */
export function shortcutText(shortcut: Pick<Shortcut, 'chord' | 'key'>, mac: boolean): string {
  switch (shortcut.chord) {
    case 'mod':
      return mac ? `⌘${shortcut.key}` : `Ctrl+${shortcut.key}`;
    case 'alt-shift':
      return mac ? `⌥⇧${shortcut.key}` : `Alt+Shift+${shortcut.key}`;
    case 'plain':
      return shortcut.key;
  }
}
