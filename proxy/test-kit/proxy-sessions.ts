import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { McpSession } from '../../shared/session/mcp-session.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { type RunningInspector, startInspector } from '../start-inspector.ts';

type SessionOptions = Partial<ConstructorParameters<typeof McpSession>[0]>;

/**
 * The page's session against the real proxy and real server processes,
 * over Node's own WebSocket (shared/test-kit's bridgedSession is the same
 * session in one process). Call at the top of a test file: the proxy is up
 * before its tests and closed after them.
 */
export function proxySessions() {
  let inspector: RunningInspector;
  beforeAll(async () => {
    inspector = await startInspector({ port: 0, staticRoot: mkdtempSync(join(tmpdir(), 'loupe-static-')) });
  });
  afterAll(() => inspector.close());

  /** The page's bridge URL, token included. */
  const bridgeUrl = () => `ws://127.0.0.1:${inspector.port}/bridge?token=${inspector.token}`;

  /** A session on the proxy's bridge, with a log of its own, not yet connected. */
  function newSession(options: SessionOptions = {}) {
    const log = options.log ?? new WireLog(() => {});
    const session = new McpSession({ log, bridgeUrl: bridgeUrl(), probeTimeoutMs: 3000, ...options });
    return { log, session };
  }

  return { bridgeUrl, newSession };
}
