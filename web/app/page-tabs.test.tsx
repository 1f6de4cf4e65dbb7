import { describe, expect, it } from 'vitest';
import { pageTabs } from './page-tabs.tsx';

describe('the table of the page tabs', () => {
  it('gives each tab a key and a name of its own', () => {
    const keys = pageTabs.map((entry) => entry.key);
    const labels = pageTabs.map((entry) => entry.label);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps every tab but Tools off the first screen: each other one loads its own code', () => {
    expect(pageTabs.filter((entry) => !('load' in entry && entry.load)).map((entry) => entry.key)).toEqual(['tools']);
  });

  it('fetches the Log and the Connection tab first once the first screen is complete (at once when the first connect fails)', () => {
    expect(pageTabs.filter((entry) => 'prefetch' in entry).map((entry) => [entry.key, entry.prefetch])).toEqual([
      ['log', 'first'],
      ['connection', 'first'],
    ]);
  });
});
