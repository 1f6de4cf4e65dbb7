import { describe, expect, it } from 'vitest';
import { includeServerContext, samplingServerContext } from './sampling-context.ts';

const server = {
  name: 'weather 1.2.0',
  instructions: 'Always give temperatures in Celsius.',
  from: 'initialize',
} as const;

describe('includeServerContext', () => {
  it('adds nothing, and says nothing, for none or no includeContext', () => {
    expect(includeServerContext(undefined, 'Be brief.', server)).toEqual({ system: 'Be brief.', findings: [] });
    expect(includeServerContext('none', undefined, server)).toEqual({ findings: [] });
  });

  it("adds the server's instructions after the request's system prompt for thisServer, and says exactly that", () => {
    const included = includeServerContext('thisServer', 'Be brief.', server);
    expect(included.added).toBe(
      'Context from the server weather 1.2.0 (its instructions):\nAlways give temperatures in Celsius.',
    );
    expect(included.system).toBe(`Be brief.\n\n${included.added}`);
    expect(included.findings).toEqual([
      {
        rule: 'sampling-context-added',
        severity: 'info',
        pointer: '/params/includeContext',
        source: 'MCP',
        cause: 'host',
        message:
          'includeContext "thisServer": the instructions of the server weather 1.2.0 (from its initialize result, 36 characters) were added to the system prompt sent to the model, as a host would',
      },
    ]);
  });

  it('treats allServers as the one server connected, and says so; the context alone is the system prompt when the request has none', () => {
    const included = includeServerContext('allServers', undefined, server);
    expect(included.system).toBe(included.added);
    expect(included.findings[0]?.message).toMatch(
      /^includeContext "allServers": this inspector is connected to one server, so all servers' context is this server's: /,
    );
  });

  it('adds nothing when the server gave no instructions, or the value is not one MCP defines, and says why', () => {
    const bare = includeServerContext('thisServer', 'Be brief.', { from: 'server/discover' });
    expect(bare).toMatchObject({ system: 'Be brief.', findings: [{ rule: 'sampling-context-empty' }] });
    expect(bare.added).toBeUndefined();
    expect(bare.findings[0]?.message).toContain('the server gave no instructions in its server/discover result');
    expect(includeServerContext('everything', undefined, server).findings[0]?.message).toContain(
      'is not a value MCP defines',
    );
  });
});

describe('samplingServerContext', () => {
  it("reads the name, the instructions and where they came from off the session's server", () => {
    const base = { capabilities: {}, protocolVersion: '2025-11-25', discovery: undefined };
    expect(
      samplingServerContext({ ...base, info: { name: 'w', version: '1' }, instructions: 'Hi', era: 'legacy' }),
    ).toEqual({ name: 'w 1', instructions: 'Hi', from: 'initialize' });
    expect(samplingServerContext({ ...base, info: undefined, instructions: '  ', era: 'modern' })).toEqual({
      from: 'server/discover',
    });
    expect(samplingServerContext(undefined)).toBeUndefined();
  });
});
