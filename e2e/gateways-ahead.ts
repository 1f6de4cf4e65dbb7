import { type GatewayKind, type RunningGateway, startGateway } from './fixtures/http/start-gateway.ts';
import { test } from './inspector.ts';

/**
 * Gateways a file's tests take away under the page (each stops its own, so
 * none can be lent to another test): all started at once when the file
 * begins, their starts overlapping instead of following one another, test
 * after test. Call it at the top of the file; a test takes its own with the
 * function it returns, and stops it. One taken twice, or after a failed
 * start, is started then; a failed start says why in the test that takes it.
 */
export function gatewaysStartedAhead(kinds: GatewayKind[]): (kind: GatewayKind) => Promise<RunningGateway> {
  const starting = new Map<GatewayKind, Promise<RunningGateway>>();
  test.beforeAll(() => {
    for (const kind of kinds) {
      const gateway = startGateway(kind);
      gateway.catch(() => undefined);
      starting.set(kind, gateway);
    }
  });
  test.afterAll(async () => {
    const left = [...starting.values()];
    starting.clear();
    await Promise.all(left.map(async (gateway) => (await gateway.catch(() => undefined))?.stop()));
  });
  return (kind) => {
    const started = starting.get(kind) ?? startGateway(kind);
    starting.delete(kind);
    return started;
  };
}
