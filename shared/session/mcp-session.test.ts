import { describe, expect, it } from 'vitest';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { bridgedSession } from '../test-kit/bridged-session.ts';
import { isTrouble } from '../wire/wire-filter.ts';
import { WireLog } from '../wire/wire-log.ts';
import { McpSession } from './mcp-session.ts';

// The session in one process, fast: the kit's scripted bridge playing the proxy and a stdio server,
// and a fetch straight into an in-process server (the SDK's own). The cross-process tests beside
// proxy/ run the same session against real processes.

const stdio = (name: string) => ({ kind: 'stdio' as const, command: 'node', args: [`${name}.js`], env: {} });

describe('McpSession over a scripted bridge', () => {
  it("offers the server's working directory as its root at each connect, until the person sets roots by hand", async () => {
    const { session } = bridgedSession({ proxyWorkingDirectory: '/home/me' });
    session.clientSide.rootsSource.set('working-directory');
    await session.connect({ ...stdio('server'), cwd: 'project' });
    expect(session.clientSide.roots.getSnapshot()).toEqual([{ uri: 'file:///home/me/project', name: 'project' }]);
    await session.connect(stdio('server'));
    expect(session.clientSide.roots.getSnapshot()).toEqual([{ uri: 'file:///home/me', name: 'me' }]);
    expect(session.clientSide.serverLog.servers.getSnapshot().get(2)).toBe('scripted');

    await session.setRoots([{ uri: 'file:///elsewhere' }]);
    expect(session.clientSide.rootsSource.getSnapshot()).toBe('list');
    await session.connect({ ...stdio('server'), cwd: '/srv' });
    expect(session.clientSide.roots.getSnapshot()).toEqual([{ uri: 'file:///elsewhere' }]);

    await session.useWorkingDirectoryRoots();
    expect(session.clientSide.roots.getSnapshot()).toEqual([{ uri: 'file:///srv', name: 'srv' }]);
  });

  it('leaves the roots alone by default (the CLI sets its own)', async () => {
    const { session } = bridgedSession({ proxyWorkingDirectory: '/home/me' });
    session.clientSide.roots.set([{ uri: 'file:///given' }]);
    await session.connect(stdio('server'));
    expect(session.clientSide.roots.getSnapshot()).toEqual([{ uri: 'file:///given' }]);
  });

  it('connects, marks its own revision probe as a probe, and says at once when the process exits', async () => {
    const { log, session, sockets } = bridgedSession();
    await session.connect(stdio('server'));
    expect(session.state.getSnapshot()).toMatchObject({
      status: 'connected',
      pid: 100,
      server: { info: { name: 'scripted' }, protocolVersion: '2025-06-18' },
    });
    const probe = log.entries().filter((entry) => entry.method === 'server/discover');
    expect(probe.length).toBe(2);
    expect(probe.every((entry) => entry.probe)).toBe(true);
    expect(log.entries().filter(isTrouble)).toEqual([]);

    sockets[0]!.exit(1, ['Error: boom']);
    sockets[0]!.close(1000, 'process ended');
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toBe('"node server.js": Server process exited with code 1.\nLast stderr:\nError: boom');
    // A request after the loss says why there is no connection.
    expect(await session.request('tools/list', {})).toMatchObject({
      kind: 'error',
      message: `Not connected: ${state.reason}`,
    });
  });

  it('a superseded connection writes nothing: its late answer and its exit leave the new one alone', async () => {
    const { session, sockets } = bridgedSession();
    const first = session.connect(stdio('slow'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first server is still starting when the person connects to another.
    sockets[0]!.hold.add('initialize');
    const second = session.connect(stdio('fast'));
    await Promise.all([first, second]);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'connected', connection: 2, pid: 101 });
    for (const frame of sockets[0]!.held) sockets[0]!.answer(frame);
    sockets[0]!.exit(1);
    sockets[0]!.close(1000, 'process ended');
    expect(session.state.getSnapshot()).toMatchObject({ status: 'connected', connection: 2, pid: 101 });
    expect((await session.request('tools/call', { name: 'echo', arguments: {} })).kind).toBe('result');
  });

  it('Disconnect says it was the person, and the next connect starts from a clean state', async () => {
    const { session } = bridgedSession();
    await session.connect(stdio('server'));
    await session.disconnect();
    expect(session.state.getSnapshot()).toEqual(
      expect.objectContaining({ status: 'disconnected', reason: 'Disconnected by you' }),
    );
    expect(session.state.getSnapshot().server).toBeUndefined();
    await session.connect(stdio('server'));
    expect(session.state.getSnapshot()).toMatchObject({ status: 'connected', connection: 2 });
  });
});

/** The SDK's own server, reached by a fetch in this process; `down` makes every request fail as a refused connection does. */
function inProcessServer() {
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'in-process', version: '1.0.0' });
    server.registerTool('echo', { description: 'Echoes' }, async () => ({
      content: [{ type: 'text', text: 'echoed' }],
    }));
    return server;
  });
  const state = { down: false };
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (state.down)
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
      });
    return handler.fetch(new Request(input, init));
  };
  return { fetch, state };
}

describe('McpSession over an in-process HTTP server', () => {
  it('follows the transport: a refused request ends the connection, says why, and the call says it too', async () => {
    const server = inProcessServer();
    const log = new WireLog(() => {});
    const session = new McpSession({
      log,
      bridgeUrl: 'ws://127.0.0.1:1/unused',
      probeTimeoutMs: 1000,
      http: { directFetch: async () => server.fetch },
    });
    await session.connect({
      kind: 'http',
      url: 'http://127.0.0.1:9/mcp',
      transport: 'streamable-http',
      route: 'direct',
      headers: [],
    });
    expect(session.state.getSnapshot()).toMatchObject({
      status: 'connected',
      server: { info: { name: 'in-process' } },
    });
    expect((await session.request('tools/call', { name: 'echo', arguments: {} })).kind).toBe('result');

    server.state.down = true;
    const outcome = await session.request('tools/call', { name: 'echo', arguments: {} });
    expect(outcome.kind).toBe('error');
    expect(outcome.kind === 'error' && outcome.message).toMatch(/connection refused \(ECONNREFUSED\)/);
    const state = session.state.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.reason).toMatch(
      /^The server cannot be reached: POST \/mcp failed: .*connection refused \(ECONNREFUSED\) \(nothing listens on 127\.0\.0\.1:9\)$/,
    );
    // The server last known stays beside the reason: the page says "Connection lost", not that a connect failed.
    expect(state.server?.info?.name).toBe('in-process');
  });
});

describe('McpSession watching that a server behind a URL still listens', () => {
  it('with no stream open and no request made, a port that refuses ends the connection within the interval; a check that cannot tell says nothing', async () => {
    const server = inProcessServer();
    const log = new WireLog(() => {});
    const answers: string[] = [];
    let next: 'yes' | 'timeout' | 'refused' = 'yes';
    const session = new McpSession({
      log,
      bridgeUrl: 'ws://127.0.0.1:1/unused',
      probeTimeoutMs: 1000,
      listeningIntervalMs: 20,
      http: {
        directFetch: async () => server.fetch,
        listening: async (url) => {
          answers.push(`${url} ${next}`);
          if (next === 'yes') return { listening: true };
          return next === 'timeout'
            ? { listening: false, code: 'ETIMEDOUT', message: 'no answer' }
            : { listening: false, code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:9' };
        },
      },
    });
    await session.connect({
      kind: 'http',
      url: 'http://127.0.0.1:9/mcp',
      transport: 'streamable-http',
      route: 'direct',
      headers: [],
    });
    const framesAfterConnect = log.entries().length;
    // Each step waits for the check to have been answered so, not for a time: a busy machine may start the watch late.
    await expect.poll(() => answers.some((answer) => answer.endsWith(' yes')), { interval: 10 }).toBe(true);
    next = 'timeout';
    await expect.poll(() => answers.some((answer) => answer.endsWith(' timeout')), { interval: 10 }).toBe(true);
    expect(session.state.getSnapshot().status).toBe('connected');
    // The checks are not MCP traffic: nothing was added to the wire log.
    expect(log.entries().length).toBe(framesAfterConnect);

    next = 'refused';
    await expect.poll(() => session.state.getSnapshot().status, { interval: 10 }).toBe('error');
    expect(session.state.getSnapshot().reason).toMatch(
      /^Nothing listens on 127\.0\.0\.1:9 any more \(connection refused\): the server is gone/,
    );
    expect(answers.every((answer) => answer.startsWith('http://127.0.0.1:9/mcp '))).toBe(true);
    // Once the connection is over, the checks stop.
    const asked = answers.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answers.length).toBe(asked);
  });

  it('a port the proxy never saw listening (it cannot reach what the browser can) ends nothing', async () => {
    const server = inProcessServer();
    let asked = 0;
    const session = new McpSession({
      log: new WireLog(() => {}),
      bridgeUrl: 'ws://127.0.0.1:1/unused',
      probeTimeoutMs: 1000,
      listeningIntervalMs: 10,
      http: {
        directFetch: async () => server.fetch,
        listening: async () => (asked++, { listening: false, code: 'ECONNREFUSED', message: 'refused' }),
      },
    });
    await session.connect({
      kind: 'http',
      url: 'http://127.0.0.1:9/mcp',
      transport: 'streamable-http',
      route: 'direct',
      headers: [],
    });
    await expect.poll(() => asked, { interval: 10 }).toBeGreaterThan(5);
    expect(session.state.getSnapshot().status).toBe('connected');
    await session.disconnect();
  });
});

describe('McpSession when mcp-loupe itself stops or restarts', () => {
  const origin = 'http://127.0.0.1:6280';
  const stopped = `mcp-loupe is not running at ${origin}: it was stopped, so this page can no longer reach its servers. Start it again (npm start, or mcp-loupe) and open the address it prints.`;
  const restarted = `mcp-loupe was restarted and its token changed, so this page's token is refused: open the new address it printed (${origin}/?token=…), or reload from it.`;
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('says the proxy is not running when the bridge closes, then that it restarted once it answers 401, and Connect says so too', async () => {
    const answers: Array<'not-running' | 'restarted'> = ['not-running', 'not-running', 'restarted'];
    let gone = false;
    const { log, session, sockets } = bridgedSession({
      proxyOrigin: origin,
      proxyRecheckMs: 5,
      proxyStatus: async () => answers.shift() ?? 'restarted',
      bridge: () => ({ opens: gone ? 'refused' : 'soon' }),
    });
    await session.connect(stdio('server'));
    gone = true;
    sockets[0]!.close(1006);
    await until(() => session.state.getSnapshot().reason === stopped);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'error', reason: stopped });
    await until(() => session.state.getSnapshot().reason === restarted);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'error', reason: restarted });

    await session.connect(stdio('server'));
    expect(session.state.getSnapshot()).toMatchObject({ status: 'error', connection: 2, reason: restarted });
    // Each answer is in the log, on its connection.
    expect(
      log
        .entries()
        .filter((entry) => entry.direction === 'note' && [stopped, restarted].includes(entry.raw))
        .map((entry) => [entry.connection, entry.raw]),
    ).toEqual([
      [1, stopped],
      [1, restarted],
      [2, restarted],
    ]);
  });

  it('says it is not running once a restarted proxy is stopped in its turn', async () => {
    const answers: Array<'not-running' | 'restarted'> = ['restarted', 'restarted', 'not-running'];
    const { session, sockets } = bridgedSession({
      proxyOrigin: origin,
      proxyRecheckMs: 5,
      proxyStatus: async () => answers.shift() ?? 'not-running',
      bridge: () => ({ opens: 'refused' }),
    });
    await session.connect(stdio('server'));
    sockets[0]!.close(1006);
    await until(() => session.state.getSnapshot().reason === restarted);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'error', reason: restarted });
    await until(() => session.state.getSnapshot().reason === stopped);
    expect(session.state.getSnapshot()).toMatchObject({ status: 'error', reason: stopped });
    await session.disconnect();
  });

  it('keeps "The connection closed" while the proxy answers as before, or when it cannot be asked', async () => {
    const running = bridgedSession({ proxyOrigin: origin, proxyStatus: async () => 'running' });
    await running.session.connect(stdio('server'));
    running.sockets[0]!.close(1006);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(running.session.state.getSnapshot()).toMatchObject({ status: 'error', reason: 'The connection closed' });

    const unasked = bridgedSession();
    await unasked.session.connect(stdio('server'));
    unasked.sockets[0]!.close(1006);
    expect(unasked.session.state.getSnapshot()).toMatchObject({ status: 'error', reason: 'The connection closed' });
  });
});
