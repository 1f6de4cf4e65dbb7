import { describe, expect, it } from 'vitest';
import { goTo, placeRequest, requestedItem, showItem, showTab, shownPlace } from './page-place.ts';

describe('page place', () => {
  it("hands a tab's page the item asked for, and an exact place without one as nothing chosen", () => {
    goTo({ item: { kind: 'template', name: 'demo://{id}' } });
    expect(requestedItem(placeRequest.getSnapshot(), 'resources')?.item).toEqual({
      kind: 'template',
      name: 'demo://{id}',
    });
    expect(requestedItem(placeRequest.getSnapshot(), 'tools')).toBeUndefined();
    goTo({ tab: 'resources' });
    expect(requestedItem(placeRequest.getSnapshot(), 'resources')).toBeUndefined();
    goTo({ tab: 'resources', exact: true }, 'history');
    expect(requestedItem(placeRequest.getSnapshot(), 'resources')).toMatchObject({ item: undefined });
    expect(placeRequest.getSnapshot()?.from).toBe('history');
  });

  it("counts the person's moves only, each as a step of Back", () => {
    const before = shownPlace.getSnapshot().moves;
    showTab('prompts', false);
    showItem('prompts', { kind: 'prompt', name: 'p' }, false);
    expect(shownPlace.getSnapshot()).toMatchObject({
      tab: 'prompts',
      items: { prompts: { name: 'p' } },
      moves: before,
    });
    showItem('prompts', { kind: 'prompt', name: 'q' }, true);
    showTab('tools', true);
    expect(shownPlace.getSnapshot()).toMatchObject({ tab: 'tools', moves: before + 2 });
  });
});
