import { describe, expect, it } from 'vitest';
import { capabilityNames, snapshotCounts } from './snapshot-facts.ts';

describe('snapshot facts', () => {
  it('counts each list, singular where it is one, and says which were never listed', () => {
    const snapshot = {
      label: 's',
      origin: 's',
      takenAt: 0,
      source: 'log' as const,
      server: {},
      capabilities: { tools: {}, logging: {} },
      tools: [{}, {}],
      resourceTemplates: [{}],
      prompts: [],
      findings: [],
    };
    expect(snapshotCounts(snapshot)).toBe('2 tools · resources not listed · 1 resource template · 0 prompts');
    expect(snapshotCounts({ ...snapshot, skills: [] })).toBe(snapshotCounts(snapshot));
    expect(snapshotCounts({ ...snapshot, skills: [{}] })).toMatch(/ · 1 skill$/);
    expect(capabilityNames(snapshot)).toEqual(['tools', 'logging']);
    expect(capabilityNames({ ...snapshot, capabilities: 'x' })).toEqual([]);
  });
});
