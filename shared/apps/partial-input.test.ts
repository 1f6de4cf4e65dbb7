import { describe, expect, it } from 'vitest';
import { partialArguments } from './partial-input.ts';

describe('partialArguments', () => {
  it('reveals the keys one by one, each string cut halfway first, and leaves the whole to tool-input', () => {
    expect(partialArguments({ location: 'New York', days: 3 })).toEqual([
      {},
      { location: 'New ' },
      { location: 'New York' },
    ]);
  });
  it('sends an empty object first for arguments with no keys left to reveal', () => {
    expect(partialArguments({ a: 1 })).toEqual([{}]);
    expect(partialArguments({})).toEqual([]);
  });
});
