import { describe, expect, it } from 'vitest';
import { APPEARANCE_KEY, createAppearance } from './appearance-store.ts';

function environment(stored: string | null, light: boolean) {
  const items = new Map<string, string>(stored === null ? [] : [[APPEARANCE_KEY, stored]]);
  const listeners: (() => void)[] = [];
  const systemLight = {
    matches: light,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  return {
    items,
    systemLight,
    /** The system switches its scheme. */
    switchSystem(next: boolean) {
      systemLight.matches = next;
      for (const listener of listeners) listener();
    },
    env: {
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      },
      systemLight: systemLight as never,
      root: { dataset: {} as DOMStringMap },
    },
  };
}

describe('createAppearance', () => {
  it('is System by default and follows the system scheme live', () => {
    const system = environment(null, true);
    const appearance = createAppearance(system.env);
    expect(appearance.choice.getSnapshot()).toBe('system');
    expect(appearance.resolved.getSnapshot()).toBe('light');
    expect(system.env.root.dataset.appearance).toBe('light');
    system.switchSystem(false);
    expect(appearance.resolved.getSnapshot()).toBe('dark');
    expect(system.env.root.dataset.appearance).toBe('dark');
  });

  it('keeps a choice in storage, and a chosen appearance ignores the system', () => {
    const system = environment(null, true);
    const appearance = createAppearance(system.env);
    appearance.set('dark');
    expect(system.items.get(APPEARANCE_KEY)).toBe('dark');
    expect(system.env.root.dataset.appearance).toBe('dark');
    system.switchSystem(true);
    expect(appearance.resolved.getSnapshot()).toBe('dark');
    const again = createAppearance(environment('dark', true).env);
    expect(again.choice.getSnapshot()).toBe('dark');
  });

  it('reads anything else stored, or a storage that throws, as System', () => {
    expect(createAppearance(environment('solarized', false).env).choice.getSnapshot()).toBe('system');
    const refusing = environment(null, false);
    refusing.env.storage.getItem = () => {
      throw new Error('denied');
    };
    refusing.env.storage.setItem = () => {
      throw new Error('denied');
    };
    const appearance = createAppearance(refusing.env);
    appearance.set('light');
    expect(appearance.resolved.getSnapshot()).toBe('light');
  });
});
