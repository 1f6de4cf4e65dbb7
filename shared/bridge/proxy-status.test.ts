import { describe, expect, it } from 'vitest';
import { proxyLossReason, proxyStatusCheck } from './proxy-status.ts';

const origin = 'http://127.0.0.1:6280';

describe('proxyStatusCheck', () => {
  it('asks /api/config with the page token, and reads no answer as not running, 401 as restarted, 200 as running', async () => {
    const asked: Array<[string, Record<string, string>]> = [];
    const answering = (status: number) =>
      proxyStatusCheck({
        origin,
        token: 'tok',
        fetch: async (url, init) => (asked.push([url, init.headers]), { status }),
      });
    expect(await answering(200)()).toBe('running');
    expect(await answering(401)()).toBe('restarted');
    expect(await answering(500)()).toBeUndefined();
    expect(asked[0]).toEqual([`${origin}/api/config`, { Authorization: 'Bearer tok' }]);
    const refused = proxyStatusCheck({
      origin,
      token: 'tok',
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await refused()).toBe('not-running');
  });

  it('says nothing of a proxy that accepts and never answers', async () => {
    const silent = proxyStatusCheck({
      origin,
      token: 'tok',
      timeoutMs: 10,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))),
    });
    expect(await silent()).toBeUndefined();
  });
});

describe('proxyLossReason', () => {
  it('says what happened and what to do, with the address', () => {
    expect(proxyLossReason('not-running', origin)).toBe(
      `mcp-loupe is not running at ${origin}: it was stopped, so this page can no longer reach its servers. Start it again (npm start, or mcp-loupe) and open the address it prints.`,
    );
    expect(proxyLossReason('restarted', origin)).toBe(
      `mcp-loupe was restarted and its token changed, so this page's token is refused: open the new address it printed (${origin}/?token=…), or reload from it.`,
    );
    expect(proxyLossReason('running', origin)).toBeUndefined();
    expect(proxyLossReason(undefined, origin)).toBeUndefined();
  });
});
