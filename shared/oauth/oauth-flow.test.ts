import { describe, expect, it } from 'vitest';
import { OAuthFlow } from './oauth-flow.ts';

function waitingFlow() {
  const flow = new OAuthFlow();
  flow.begin('http://mcp/mcp');
  flow.expectState('s1');
  flow.authorizationOpened(new URL('http://as/auth?scope=a&code_challenge_method=S256'), true);
  return flow;
}

describe('OAuthFlow', () => {
  it('everyone waiting for the same approval gets the same callback', async () => {
    const flow = waitingFlow();
    const first = flow.waitForCallback();
    const second = flow.waitForCallback();
    expect(flow.deliverCallback(new URLSearchParams('code=c&state=s1'))).toBe(true);
    expect((await first).get('code')).toBe('c');
    expect((await second).get('code')).toBe('c');
  });

  it('a callback that comes back before anyone waits is kept for the wait', async () => {
    const flow = waitingFlow();
    flow.deliverCallback(new URLSearchParams('code=early&state=s1'));
    expect(flow.pending).toBe(true);
    expect((await flow.waitForCallback()).get('code')).toBe('early');
    expect(flow.pending).toBe(false);
  });

  it('an aborted wait ends at once, and an already-aborted signal never hangs', async () => {
    const flow = waitingFlow();
    const controller = new AbortController();
    const waiting = flow.waitForCallback(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow(/abandoned/);
    await expect(flow.waitForCallback(AbortSignal.abort())).rejects.toThrow(/abandoned/);
  });

  it('abandoning says why, lets the waiters go, and ends the round', async () => {
    const flow = waitingFlow();
    const round = flow.signal;
    const waiting = flow.waitForCallback();
    flow.abandon('you disconnected');
    await expect(waiting).rejects.toThrow();
    expect(round.aborted).toBe(true);
    expect(flow.signal.aborted).toBe(false);
    expect(flow.state.getSnapshot()).toMatchObject({ status: 'failed', failure: 'Abandoned: you disconnected' });
    // A late callback from the abandoned approval is not taken.
    expect(flow.deliverCallback(new URLSearchParams('code=late&state=s1'))).toBe(false);
  });
});
