import { describe, expect, it } from 'vitest';
import { isTypingTarget, type KeyFacts, shortcutOf, shortcuts, shortcutText } from './shortcuts.ts';

const body = { tagName: 'BODY', isContentEditable: false };
const field = (tagName: string, type?: string) => ({ tagName, type, isContentEditable: false });

function key(facts: Partial<KeyFacts>): KeyFacts {
  return {
    key: '',
    code: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: body as unknown as EventTarget,
    ...facts,
  };
}

describe('shortcutOf', () => {
  it('reads Ctrl+K on Windows and Linux, ⌘K on macOS, and not the other way round', () => {
    expect(shortcutOf(key({ key: 'k', ctrlKey: true }), false)?.id).toBe('palette');
    expect(shortcutOf(key({ key: 'k', metaKey: true }), true)?.id).toBe('palette');
    expect(shortcutOf(key({ key: 'k', metaKey: true }), false)).toBeUndefined();
    // Ctrl+K on a Mac is the text fields' "delete to the end of the line".
    expect(shortcutOf(key({ key: 'k', ctrlKey: true }), true)).toBeUndefined();
  });

  it('reads Alt+Shift+letter by the key’s place, whatever character Option types on a Mac', () => {
    expect(shortcutOf(key({ key: 'Î', code: 'KeyD', altKey: true, shiftKey: true }), true)?.id).toBe('disconnect');
    expect(shortcutOf(key({ key: 'D', code: 'KeyD', shiftKey: true }), false)).toBeUndefined();
  });

  it('fires no shortcut while typing in a field, except Ctrl+K', () => {
    for (const target of [
      field('INPUT'),
      field('INPUT', 'text'),
      field('INPUT', 'search'),
      field('TEXTAREA'),
      field('SELECT'),
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      const typing = { target: target as unknown as EventTarget };
      expect(isTypingTarget(typing.target)).toBe(true);
      expect(shortcutOf(key({ key: '?', shiftKey: true, ...typing }), false)).toBeUndefined();
      expect(shortcutOf(key({ code: 'KeyL', altKey: true, shiftKey: true, ...typing }), false)).toBeUndefined();
      expect(shortcutOf(key({ key: 'k', ctrlKey: true, ...typing }), false)?.id).toBe('palette');
    }
  });

  it('fires on a checkbox, a button or the page, where no text is typed', () => {
    for (const target of [field('INPUT', 'checkbox'), field('BUTTON'), body]) {
      expect(shortcutOf(key({ key: '?', shiftKey: true, target: target as unknown as EventTarget }), false)?.id).toBe(
        'shortcuts',
      );
    }
  });

  it('gives every shortcut a key of its own', () => {
    const keys = shortcuts.map((shortcut) => shortcutText(shortcut, false));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('Ctrl+K');
    expect(shortcuts.map((shortcut) => shortcutText(shortcut, true))).toContain('⌘K');
  });
});
