import { describe, expect, it } from 'vitest';
import { offeredTools } from './offered-tools.ts';

describe('offeredTools', () => {
  it('leaves out app-only tools, nameless entries and a second entry of one name, saying why', () => {
    const offered = offeredTools([
      { name: 'a', inputSchema: { type: 'object' } },
      { name: 'b', _meta: { ui: { visibility: ['app'] } } },
      { name: 'c', _meta: { ui: { visibility: ['model', 'app'] } } },
      { description: 'no name' },
      { name: 'a' },
    ]);
    expect(offered.tools.map((tool) => tool.name)).toEqual(['a', 'c']);
    expect(offered.left).toEqual([
      { name: 'b', why: 'its _meta.ui.visibility leaves out the model (apps only)' },
      { name: 'undefined', why: 'it has no name a model can call' },
      { name: 'a', why: 'it is listed twice; the model is offered the first' },
    ]);
  });
});
