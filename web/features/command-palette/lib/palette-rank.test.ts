import { describe, expect, it } from 'vitest';
import type { PaletteItem, PaletteKind } from './palette-item.ts';
import { arrangePalette } from './palette-rank.ts';

const item = (kind: PaletteKind, name: string, more: Partial<PaletteItem> = {}): PaletteItem => ({
  id: `${kind}:${name}`,
  kind,
  name,
  remembered: kind !== 'log-entry',
  choice: { kind: 'place', place: { tab: name } },
  ...more,
});

const names = (groups: ReturnType<typeof arrangePalette>) =>
  groups.map((group) => `${group.kind}: ${group.items.map((entry) => entry.name).join(', ')}`);

describe('arrangePalette', () => {
  const items = [
    item('action', 'Clear log'),
    item('tab', 'Tools'),
    item('tab', 'Log'),
    item('tool', 'get-log-level'),
    item('tool', 'log'),
    item('tool', 'echo', { description: 'Echoes back; see the log' }),
    item('log-entry', 'logging/setLevel #3'),
  ];

  it('ranks as the Tools search does, and puts the group with the best match first', () => {
    expect(names(arrangePalette(items, 'log', []))).toEqual([
      // Exact names first (the Log tab, the tool named log), then names that start with the query, then hold it, then descriptions.
      'tab: Log',
      'tool: log, get-log-level, echo',
      'log-entry: logging/setLevel #3',
      'action: Clear log',
    ]);
  });

  it('puts the recent choices that match first, the latest first, and lists everything for an empty query', () => {
    expect(names(arrangePalette(items, 'log', ['tool:echo', 'action:Clear log', 'tab:Tools']))).toEqual([
      'recent: echo, Clear log',
      'tab: Log',
      'tool: log, get-log-level',
      'log-entry: logging/setLevel #3',
    ]);
    expect(arrangePalette(items, '  ', []).flatMap((group) => group.items)).toHaveLength(items.length);
  });

  it('never keeps what does not last (a log entry) among the recent choices', () => {
    expect(names(arrangePalette(items, 'logging', ['log-entry:logging/setLevel #3']))).toEqual([
      'log-entry: logging/setLevel #3',
    ]);
  });

  it('shows a group up to its limit and counts the rest', () => {
    const many = Array.from({ length: 60 }, (_, index) => item('tool', `tool-${index}`));
    const [tools] = arrangePalette(many, 'tool', [], 50);
    expect(tools?.items).toHaveLength(50);
    expect(tools?.more).toBe(10);
  });
});
