import { describe, expect, it } from 'vitest';
import { serverLimitRefusal } from './server-limit.ts';

describe('serverLimitRefusal', () => {
  it('lets servers start below the limit', () => {
    expect(serverLimitRefusal(0, 32)).toBeUndefined();
    expect(serverLimitRefusal(31, 32)).toBeUndefined();
  });

  it('refuses at the limit, naming it, the option, and what to do', () => {
    expect(serverLimitRefusal(32, 32)).toEqual({
      code: 'SERVER_LIMIT',
      message:
        'mcp-loupe is already running 32 servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N (SERVER_LIMIT)',
    });
    expect(serverLimitRefusal(1, 1)?.message).toMatch(/^mcp-loupe is already running 1 server, its limit/);
  });
});
