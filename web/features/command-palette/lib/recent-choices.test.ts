import { describe, expect, it } from 'vitest';
import { readRecentChoices, rememberChoice } from './recent-choices.ts';

describe('recent choices', () => {
  it('puts the latest first, once, and keeps a few', () => {
    expect(rememberChoice(['tool:a', 'tab:log'], 'tab:log')).toEqual(['tab:log', 'tool:a']);
    expect(rememberChoice(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });

  it('reads what storage holds leniently', () => {
    expect(readRecentChoices(null)).toEqual([]);
    expect(readRecentChoices('not json')).toEqual([]);
    expect(readRecentChoices('{"a":1}')).toEqual([]);
    expect(readRecentChoices('["tool:echo", 3, "tab:log"]')).toEqual(['tool:echo', 'tab:log']);
  });
});
