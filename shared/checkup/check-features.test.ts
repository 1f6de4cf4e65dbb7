import { describe, expect, it } from 'vitest';
import { completionTarget, pickSlowTool } from './check-features.ts';

describe('the slow tool for the cancellation check', () => {
  it('is one whose name says it is slow, called with its defaults', () => {
    const tools = [
      { name: 'echo', inputSchema: { type: 'object' } },
      {
        name: 'trigger-long-running-operation',
        inputSchema: {
          type: 'object',
          properties: { duration: { type: 'number', default: 10 }, steps: { type: 'number', default: 5 } },
        },
      },
    ];
    expect(pickSlowTool(tools)).toEqual({
      tool: 'trigger-long-running-operation',
      arguments: { duration: 10, steps: 5 },
    });
  });

  it('is never one with a required argument that has no default', () => {
    expect(
      pickSlowTool([
        { name: 'sleep', inputSchema: { type: 'object', properties: { ms: { type: 'number' } }, required: ['ms'] } },
      ]),
    ).toBeUndefined();
  });
});

describe('what completions are asked for', () => {
  it("is a prompt's first argument, else a template's first variable", () => {
    expect(completionTarget([{ name: 'plain' }, { name: 'greet', arguments: [{ name: 'who' }] }], [])).toEqual({
      ref: { type: 'ref/prompt', name: 'greet' },
      argument: 'who',
      asked: 'argument "who" of prompt "greet"',
    });
    expect(completionTarget([], [{ uriTemplate: 'file:///{+path}/x' }])).toMatchObject({
      ref: { type: 'ref/resource', uri: 'file:///{+path}/x' },
      argument: 'path',
    });
    expect(completionTarget([{ name: 'plain' }], [{ uriTemplate: 'file:///fixed' }])).toBeUndefined();
  });
});
