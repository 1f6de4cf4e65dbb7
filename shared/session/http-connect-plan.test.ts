import { describe, expect, it } from 'vitest';
import type { HttpTarget } from '../http/http-target.ts';
import type { ReachReport } from '../http/reach-report.ts';
import { HttpConnectPlan } from './http-connect-plan.ts';

const target = (patch: Partial<HttpTarget> = {}): HttpTarget => ({
  kind: 'http',
  url: 'http://127.0.0.1:3001/mcp',
  transport: 'auto',
  route: 'auto',
  headers: [],
  ...patch,
});
const refused = { responses: 0, networkFailure: new TypeError('Failed to fetch') };
const reachable = (problem: string): ReachReport => ({ reachable: true, cors: { ok: false, problem } });

describe('HttpConnectPlan', () => {
  it('starts with Streamable HTTP straight from the browser', () => {
    expect(new HttpConnectPlan(target(), { relayAvailable: true }).first()).toEqual({
      transport: 'streamable-http',
      route: 'direct',
    });
    expect(new HttpConnectPlan(target({ transport: 'sse' }), { relayAvailable: true }).first()).toEqual({
      transport: 'sse',
      route: 'direct',
    });
    expect(new HttpConnectPlan(target({ route: 'relay' }), { relayAvailable: true }).first().route).toBe('relay');
  });

  it('goes through the relay from the start when a header is one a browser may not send', () => {
    const first = new HttpConnectPlan(target({ headers: [{ name: 'Cookie', value: 'a=1' }] }), {
      relayAvailable: true,
    }).first();
    expect(first.route).toBe('relay');
    expect(first.why).toMatch(/Cookie/);
  });

  it('falls back to legacy SSE after an opening POST answered 400, 404 or 405, once, and only on auto', async () => {
    for (const status of [400, 404, 405]) {
      const plan = new HttpConnectPlan(target(), { relayAvailable: true });
      const next = await plan.next(plan.first(), { responses: 1, firstPost: { status } });
      expect(next.attempt).toMatchObject({ transport: 'sse', route: 'direct' });
      expect(next.note).toMatch(new RegExp(`answered ${status}`));
      expect((await plan.next(next.attempt!, { responses: 1, firstPost: { status } })).attempt).toBeUndefined();
    }
    const pinned = new HttpConnectPlan(target({ transport: 'streamable-http' }), { relayAvailable: true });
    expect((await pinned.next(pinned.first(), { responses: 1, firstPost: { status: 405 } })).attempt).toBeUndefined();
    const other = new HttpConnectPlan(target(), { relayAvailable: true });
    expect((await other.next(other.first(), { responses: 1, firstPost: { status: 500 } })).attempt).toBeUndefined();
  });

  it('moves to the relay when the browser is refused but the proxy gets through, and says why', async () => {
    const plan = new HttpConnectPlan(target(), {
      relayAvailable: true,
      reach: async () => reachable('the server sends no Access-Control-Allow-Origin'),
    });
    const next = await plan.next(plan.first(), refused);
    expect(next.attempt).toMatchObject({ transport: 'streamable-http', route: 'relay' });
    expect(next.note).toMatch(/Access-Control-Allow-Origin/);
  });

  it('does not move when the person chose direct, and tells them what to do', async () => {
    const plan = new HttpConnectPlan(target({ route: 'direct' }), {
      relayAvailable: true,
      reach: async () => reachable('no Access-Control-Allow-Origin'),
    });
    const next = await plan.next(plan.first(), refused);
    expect(next.attempt).toBeUndefined();
    expect(next.reason).toMatch(/via proxy/);
  });

  it('names the cause the proxy found when nobody can reach the server', async () => {
    const plan = new HttpConnectPlan(target(), {
      relayAvailable: true,
      reach: async () => ({
        reachable: false,
        error: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED', hint: 'Nothing listens on 127.0.0.1:3001.' },
        cors: { ok: false },
      }),
    });
    const next = await plan.next(plan.first(), refused);
    expect(next.attempt).toBeUndefined();
    expect(next.reason).toMatch(/Nothing listens on 127.0.0.1:3001/);
  });
});

describe('HttpConnectPlan after partial access', () => {
  it('does not take a URL that accepted a POST for a legacy SSE endpoint', async () => {
    const plan = new HttpConnectPlan(target(), { relayAvailable: false });
    expect(
      (await plan.next(plan.first(), { responses: 3, firstPost: { status: 400 }, postAccepted: true })).attempt,
    ).toBeUndefined();
  });

  it('moves to the relay when the page could call but not read (Mcp-Session-Id not exposed)', async () => {
    const plan = new HttpConnectPlan(target(), {
      relayAvailable: true,
      reach: async () =>
        reachable('mcp-session-id is not in Access-Control-Expose-Headers, so the browser cannot read the session id.'),
    });
    const next = await plan.next(plan.first(), { responses: 3, firstPost: { status: 200 }, postAccepted: true });
    expect(next.attempt).toMatchObject({ route: 'relay' });
    expect(next.note).toMatch(/mcp-session-id is not in Access-Control-Expose-Headers/);
  });
});
