import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { isGone } from './test-kit/processes.ts';
import { WAIT_MS, waitUntil } from './test-kit/waits.ts';
import { startInspector } from './start-inspector.ts';
import { proxySessions } from './test-kit/proxy-sessions.ts';
import { everythingTarget, fixtureTarget } from './test-kit/test-targets.ts';
import { findingMessages } from '../shared/diagnose/finding.ts';
import { flaggedResultFindings } from '../shared/session/call-outcome.ts';
import { WireLog } from '../shared/wire/wire-log.ts';
import { McpSession, type StdioTarget } from '../shared/session/mcp-session.ts';

// The session against the real proxy and real server processes, over Node's own WebSocket.
const everything = everythingTarget;
const fixture = fixtureTarget;

const { newSession } = proxySessions();

/** A server that writes its pid to a file and then never answers anything. */
function silentServer(): { target: StdioTarget; pid: () => Promise<number> } {
  const pidFile = join(mkdtempSync(join(tmpdir(), 'loupe-pid-')), 'pid');
  const code = "require('fs').writeFileSync(process.env.PIDFILE, String(process.pid)); setInterval(() => {}, 1000)";
  const readPid = () => {
    try {
      return Number(readFileSync(pidFile, 'utf8')) || undefined;
    } catch {
      return undefined;
    }
  };
  return {
    target: { kind: 'stdio', command: process.execPath, args: ['-e', code], env: { PIDFILE: pidFile } },
    pid: async () => {
      await waitUntil(() => readPid() !== undefined, WAIT_MS, 'the server to write its pid');
      return readPid()!;
    },
  };
}

describe('connect, disconnect and reconnect in any order', () => {
  it('a disconnect while connecting ends the starting server', async () => {
    const { session } = newSession();
    const silent = silentServer();
    const connecting = session.connect(silent.target, '2025-06-18');
    const pid = await silent.pid();
    await session.disconnect();
    await connecting;
    expect(session.state.getSnapshot().status).toBe('disconnected');
    await waitUntil(() => isGone(pid), 15_000, `server ${pid} to end`);
  });

  it('a disconnect during the 2026-07-28 probe ends the starting server', async () => {
    const { session } = newSession();
    const silent = silentServer();
    const connecting = session.connect(silent.target, 'auto');
    const pid = await silent.pid();
    await session.disconnect();
    await connecting;
    expect(session.state.getSnapshot().status).toBe('disconnected');
    await waitUntil(() => isGone(pid), 15_000, `server ${pid} to end`);
  });

  it('a second connect supersedes the first: one server stays, the other ends', async () => {
    const { session } = newSession();
    const silent = silentServer();
    const first = session.connect(silent.target, 'auto');
    const firstPid = await silent.pid();
    const second = session.connect(everything, '2025-06-18');
    await Promise.all([first, second]);
    const state = session.state.getSnapshot();
    expect(state.status).toBe('connected');
    expect(state.server?.info?.name).toBeTruthy();
    await waitUntil(() => isGone(firstPid), 15_000, `superseded server ${firstPid} to end`);
    await session.disconnect();
    await waitUntil(() => isGone(state.pid!), WAIT_MS, 'the second server to end');
  });
});

describe('McpSession over the proxy', () => {
  it('connects to server-everything, lists every tool, calls echo and pairs the frames', async () => {
    const { log, session } = newSession();
    await session.connect(everything, '2025-06-18');
    const state = session.state.getSnapshot();
    expect(state.status).toBe('connected');
    expect(state.server?.protocolVersion).toBe('2025-06-18');
    expect(state.server?.info?.name).toBeTruthy();
    const { items } = await session.listAll<{ name: string }>('tools/list', 'tools');
    expect(items.map((tool) => tool.name)).toContain('echo');
    const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'hello loupe' } });
    expect(outcome.kind).toBe('result');
    expect(JSON.stringify(outcome.kind === 'result' && outcome.result)).toContain('hello loupe');
    const initialize = log.entries().find((entry) => entry.kind === 'request' && entry.method === 'initialize')!;
    expect(JSON.parse(initialize.raw).params.protocolVersion).toBe('2025-06-18');
    expect(log.responseTo(initialize.seq)?.kind).toBe('result');
    const call = log.entries().find((entry) => entry.kind === 'request' && entry.method === 'tools/call')!;
    expect(log.responseTo(call.seq)?.method).toBe('tools/call');
    await session.disconnect();
    expect(session.state.getSnapshot().status).toBe('disconnected');
  });

  it('reports progress notifications for a call that asks for them', async () => {
    const { log, session } = newSession();
    await session.connect(everything, '2025-11-25');
    const seen: number[] = [];
    const outcome = await session.request(
      'tools/call',
      { name: 'trigger-long-running-operation', arguments: { duration: 1, steps: 3 } },
      { onProgress: (progress) => seen.push(progress.progress) },
    );
    expect(outcome.kind).toBe('result');
    // The last notification can race the result itself; the earlier ones must have been reported in order.
    expect(seen.slice(0, 2)).toEqual([1, 2]);
    const call = log.entries().find((entry) => entry.method === 'tools/call' && entry.direction === 'out')!;
    expect(JSON.parse(call.raw).params._meta.progressToken).toBeDefined();
    await expect.poll(() => log.entries().filter((entry) => entry.method === 'notifications/progress').length).toBe(3);
    await session.disconnect();
  });

  it('fails a call at once when the answer breaks JSON-RPC, and shows errors with the code the server sent', async () => {
    const { session, log } = newSession();
    await session.connect(fixture('bad-answers'), '2025-11-25');
    const call = (name: string) => session.request('tools/call', { name, arguments: {} }, { timeoutMs: 1500 });
    const codeString = await call('error-code-string');
    expect(codeString).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('"error.code" must be an integer (got "-32000")'),
    });
    // The SDK's own request settles too: past its timeout, nothing tells the server it was cancelled.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(log.entries().filter((entry) => entry.method === 'notifications/cancelled')).toEqual([]);
    expect(await call('result-and-error')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('not both'),
    });
    expect(await call('old-jsonrpc')).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('"jsonrpc" must be "2.0"'),
      data: { jsonrpc: '1.0' },
    });
    expect(await call('error-with-data')).toMatchObject({
      kind: 'error',
      code: -32042,
      codeName: 'URL elicitation required',
      data: { url: 'https://example.invalid/consent' },
    });
    expect(await session.request('resources/read', { uri: 'file:///missing.txt' })).toMatchObject({
      kind: 'error',
      code: -32002,
      codeName: 'Resource not found',
      message: 'Resource not found',
      data: { uri: 'file:///missing.txt' },
    });
    await session.disconnect();
  });

  it('reports a JSON-RPC error with its code and name', async () => {
    const { session } = newSession();
    await session.connect(everything, '2025-11-25');
    const outcome = await session.request('no/such/method', {});
    expect(outcome).toMatchObject({ kind: 'error', code: -32601, codeName: 'Method not found' });
    await session.disconnect();
  });

  it('keeps going past a non-JSON stdout line, which stays in the log', async () => {
    const { log, session } = newSession();
    await session.connect(fixture('non-json-stdout'), '2025-06-18');
    expect(session.state.getSnapshot().status).toBe('connected');
    const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: 'still here' } });
    expect(JSON.stringify(outcome)).toContain('still here');
    expect(log.entries().some((entry) => entry.kind === 'invalid-json' && entry.direction === 'in')).toBe(true);
    await session.disconnect();
  });

  it('fails a pending call with the exit code and stderr when the server crashes, and can reconnect', async () => {
    const { session } = newSession();
    await session.connect(fixture('crash-mid-request'), '2025-06-18');
    const outcome = await session.request('tools/call', { name: 'crash', arguments: {} });
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message).toMatch(/exited with code 3[\s\S]*simulated crash/);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'error' });
    expect(session.state.getSnapshot().reason).toMatch(/code 3/);
    await session.reconnect('2025-06-18');
    expect(session.state.getSnapshot().status).toBe('connected');
    await session.disconnect();
  });

  it('cancels a call the server never answers and sends notifications/cancelled', async () => {
    const { log, session } = newSession();
    await session.connect(fixture('never-answers'), '2025-06-18');
    const controller = new AbortController();
    const pending = session.request('tools/call', { name: 'hang', arguments: {} }, { signal: controller.signal });
    setTimeout(() => controller.abort('Cancelled by the user'), 200);
    expect((await pending).kind).toBe('cancelled');
    const cancelled = log
      .entries()
      .find((entry) => entry.direction === 'out' && entry.method === 'notifications/cancelled')!;
    expect(JSON.parse(cancelled.raw).params.reason).toBe('Cancelled by the user');
    await session.disconnect();
  });

  it('speaks 2026-07-28 through server/discover when the server does, and any pinned 2025 revision through initialize', async () => {
    const modern = fixture('modern-server');
    for (const [choice, version, era, opening] of [
      ['auto', '2026-07-28', 'modern', 'server/discover'],
      ['2026-07-28', '2026-07-28', 'modern', 'server/discover'],
      ['2025-11-25', '2025-11-25', 'legacy', 'initialize'],
      ['2024-11-05', '2024-11-05', 'legacy', 'initialize'],
    ] as const) {
      const { log, session } = newSession();
      await session.connect(modern, choice);
      expect(session.state.getSnapshot().server).toMatchObject({
        protocolVersion: version,
        era,
        info: { name: 'modern-fixture' },
      });
      const outcome = await session.request('tools/call', { name: 'echo', arguments: { message: choice } });
      expect(JSON.stringify(outcome)).toContain(`modern echo: ${choice}`);
      // The result is shown as sent: 2026-07-28's wire-only resultType stays in.
      if (era === 'modern') expect(outcome).toMatchObject({ kind: 'result', result: { resultType: 'complete' } });
      else expect(outcome.kind === 'result' && (outcome.result as object)).not.toHaveProperty('resultType');
      const requests = log
        .entries()
        .filter((entry) => entry.direction === 'out' && entry.kind === 'request')
        .map((entry) => entry.method);
      expect(requests[0]).toBe(opening);
      if (era === 'modern') expect(requests).not.toContain('initialize');
      await session.disconnect();
    }
  });

  it('never throws for a method the negotiated era does not have', async () => {
    const { session } = newSession();
    await session.connect(fixture('modern-server'), '2026-07-28');
    const outcome = await session.request('logging/setLevel', { level: 'debug' });
    expect(outcome).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/not supported by the negotiated protocol version/),
    });
    expect((await session.request('tools/call', { name: 'echo', arguments: { message: 'still fine' } })).kind).toBe(
      'result',
    );
    await session.disconnect();
  });

  it('names what a server sends that the pinned revision does not have yet', async () => {
    const { session } = newSession();
    await session.connect(everything, '2024-11-05');
    const { resultFindings } = await session.listAll('tools/list', 'tools');
    expect(findingMessages(resultFindings).join('\n')).toMatch(
      /tools\[\d+\]\.title: title arrived in revision 2025-06-18, but this session speaks 2024-11-05/,
    );
    const links = await session.request('tools/call', { name: 'get-resource-links', arguments: { count: 1 } });
    expect(links.kind === 'result' && findingMessages(flaggedResultFindings(links))).toContain(
      'content[1]: resource_link content arrived in revision 2025-06-18, but this session speaks 2024-11-05',
    );
    await session.disconnect();
  });

  it('falls back to initialize when auto meets a server that only knows 2025', async () => {
    const { log, session } = newSession();
    await session.connect(everything, 'auto');
    expect(session.state.getSnapshot().server).toMatchObject({ protocolVersion: '2025-11-25', era: 'legacy' });
    const discover = log.entries().find((entry) => entry.method === 'server/discover' && entry.direction === 'out')!;
    expect(log.responseTo(discover.seq)?.kind).toBe('error');
    await session.disconnect();
  });

  it('names the command when it cannot be started', async () => {
    const { session } = newSession();
    await session.connect({ kind: 'stdio', command: 'definitely-not-a-command-xyz', args: [], env: {} });
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toContain('definitely-not-a-command-xyz');
    expect(state.startFailure).toMatchObject({
      cause: 'command-not-found',
      spawnCode: 'ENOENT',
      commandLine: 'definitely-not-a-command-xyz',
    });
  });

  it('says which opening request got no answer, and what to check', async () => {
    const { session, log } = newSession({ connectTimeoutMs: 1500 });
    await session.connect(
      { kind: 'stdio', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], env: {} },
      '2025-06-18',
    );
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toMatch(/did not answer initialize within 2 s\. Is it reading its stdin/);
    // Started and running, only silent: not a start failure.
    expect(state.startFailure).toBeUndefined();
    expect(log.entries().at(-1)?.raw).toMatch(
      /The inspector closed the connection \(the connection failed\); the proxy ends process \d+/,
    );
  });

  it('lists what is wrong with an initialize result the SDK refuses', async () => {
    const { session } = newSession();
    const server = [
      "require('readline').createInterface({ input: process.stdin }).on('line', (line) => {",
      '  const { id, method } = JSON.parse(line);',
      "  if (method === 'initialize') console.log(JSON.stringify({ jsonrpc: '2.0', id, result: { protocolVersion: '2025-06-18', capabilities: 'all' } }));",
      '});',
    ].join('\n');
    await session.connect({ kind: 'stdio', command: process.execPath, args: ['-e', server], env: {} }, '2025-06-18');
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toMatch(/its initialize result breaks the protocol:\n• /);
    expect(state.reason).toContain('capabilities');
    expect(state.reason).toContain('serverInfo');
  });

  it("starts the server with the inspector's environment only when the target asks to inherit it", async () => {
    const secretive = await startInspector({
      port: 0,
      staticRoot: mkdtempSync(join(tmpdir(), 'loupe-static-')),
      bridge: { env: { ...process.env, MCP_LOUPE_TEST_SECRET: 'from-the-inspector' } },
    });
    try {
      const reasonFor = async (inheritEnv?: boolean) => {
        const session = new McpSession({
          log: new WireLog(() => {}),
          bridgeUrl: `ws://127.0.0.1:${secretive.port}/bridge?token=${secretive.token}`,
        });
        const script =
          "console.error('secret=' + (process.env.MCP_LOUPE_TEST_SECRET ?? 'absent') + ' mine=' + process.env.MINE); process.exit(7)";
        await session.connect(
          { kind: 'stdio', command: process.execPath, args: ['-e', script], env: { MINE: 'given' }, inheritEnv },
          '2025-06-18',
        );
        return session.state.getSnapshot().reason;
      };
      expect(await reasonFor()).toContain('secret=absent mine=given');
      expect(await reasonFor(true)).toContain('secret=from-the-inspector mine=given');
    } finally {
      await secretive.close();
    }
  });

  it('names the exit code and stderr of a command that exits at once', async () => {
    const { session } = newSession();
    await session.connect(
      { kind: 'stdio', command: process.execPath, args: ['-e', "console.error('boom'); process.exit(7)"], env: {} },
      '2025-06-18',
    );
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toMatch(/code 7[\s\S]*boom/);
    expect(state.startFailure).toMatchObject({ cause: 'exited-before-answering', exitCode: 7, stderrTail: ['boom'] });
  });

  it('a connect that starts clears the last start failure', async () => {
    const { session } = newSession();
    await session.connect({ kind: 'stdio', command: 'definitely-not-a-command-xyz', args: [], env: {} });
    expect(session.state.getSnapshot().startFailure).toBeDefined();
    const whileConnecting: unknown[] = [];
    const stop = session.state.subscribe(() => {
      const state = session.state.getSnapshot();
      if (state.status === 'connecting') whileConnecting.push(state.startFailure);
    });
    await session.connect(everything, '2025-06-18');
    stop();
    expect(whileConnecting.length).toBeGreaterThan(0);
    expect(whileConnecting.every((failure) => failure === undefined)).toBe(true);
    expect(session.state.getSnapshot().status).toBe('connected');
    expect(session.state.getSnapshot().startFailure).toBeUndefined();
    await session.disconnect();
  });
});
