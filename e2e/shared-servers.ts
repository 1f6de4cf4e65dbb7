import {
  startEverythingHttp,
  startHttpFixture,
  type HttpFixtureName,
  type RunningHttpFixture,
} from './fixtures/http/start-fixture.ts';
import { type GatewayKind, type RunningGateway, startGateway } from './fixtures/http/start-gateway.ts';

/** A server lent to a test: it may connect to it, never stop it (the next test of the worker connects to it too). */
export type LentServer = Omit<RunningHttpFixture, 'stop'>;
export type LentGateway = Omit<RunningGateway, 'stop' | 'start'>;

/**
 * HTTP servers started once per Playwright worker, on a test's first ask, and
 * lent to every later test of that worker that asks for the same one; stopped
 * when the worker ends. Starting a server costs seconds (server-everything,
 * the gateways), the tests that share one only open sessions of their own on
 * it. A test that stops its server, or needs one started with its own
 * environment, starts its own instead.
 */
export interface SharedServers {
  everything(mode: 'streamableHttp' | 'sse'): Promise<LentServer>;
  fixture(name: HttpFixtureName): Promise<LentServer>;
  gateway(kind: GatewayKind): Promise<LentGateway>;
  stopAll(): Promise<void>;
}

export function sharedServers(): SharedServers {
  const started = new Map<string, Promise<{ stop(): Promise<void> }>>();
  function lend<T extends { stop(): Promise<void> }>(key: string, start: () => Promise<T>): Promise<T> {
    let server = started.get(key) as Promise<T> | undefined;
    if (!server) {
      server = start();
      started.set(key, server);
      // One that failed to start is not kept: the next test that asks tries again, and says why if it fails too.
      server.catch(() => started.delete(key));
    }
    return server;
  }
  return {
    everything: (mode) => lend(`everything ${mode}`, () => startEverythingHttp(mode)),
    fixture: (name) => lend(`fixture ${name}`, () => startHttpFixture(name)),
    gateway: (kind) => lend(`gateway ${kind}`, () => startGateway(kind)),
    async stopAll() {
      const servers = [...started.values()];
      started.clear();
      await Promise.all(servers.map(async (server) => (await server.catch(() => undefined))?.stop()));
    },
  };
}
