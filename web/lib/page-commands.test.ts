import { describe, expect, it } from 'vitest';
import { askPage, pageCommand, takePageCommand } from './page-commands.ts';

describe('page commands', () => {
  it('are carried out once: a part mounted later does not do a command again', () => {
    askPage({ kind: 'run-checkup' });
    const asked = pageCommand.getSnapshot()!;
    expect(asked.kind).toBe('run-checkup');
    expect(takePageCommand(asked)).toBe(true);
    expect(takePageCommand(asked)).toBe(false);
    askPage({ kind: 'run-checkup' });
    const again = pageCommand.getSnapshot()!;
    expect(again).not.toBe(asked);
    expect(takePageCommand(again)).toBe(true);
  });
});
