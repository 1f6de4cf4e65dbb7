import { describe, expect, it } from 'vitest';
import { filterParts, notHonored } from './subscription-filter.ts';

describe('subscription filter wording', () => {
  it('names each list and each resource a filter asks for', () => {
    expect(
      filterParts({
        toolsListChanged: true,
        promptsListChanged: false,
        resourceSubscriptions: ['file:///a', 'file:///b'],
      }),
    ).toEqual(['tools list changes', 'updates of file:///a', 'updates of file:///b']);
    expect(filterParts({})).toEqual([]);
  });

  it('names what the server left out of its acknowledgement', () => {
    expect(
      notHonored(
        { toolsListChanged: true, promptsListChanged: true, resourceSubscriptions: ['file:///a'] },
        { toolsListChanged: true },
      ),
    ).toEqual(['prompts list changes', 'updates of file:///a']);
    expect(notHonored({ toolsListChanged: true }, undefined)).toEqual([]);
  });
});
