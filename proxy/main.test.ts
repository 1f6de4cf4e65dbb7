import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { startProxyProcess } from './test-kit/proxy-process.ts';
import type { MainDeps } from './main.ts';
import { describeRemote, start } from './main.ts';
import type { RunningInspector, StartInspectorOptions } from './start-inspector.ts';
import { startInspector } from './start-inspector.ts';

const running: RunningInspector[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((inspector) => inspector.close()));
});

function harness(overrides: Partial<MainDeps> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const exits: number[] = [];
  const opened: string[] = [];
  const removed: string[] = [];
  const signals = new Map<string, () => void>();
  const deps: Partial<MainDeps> = {
    env: {},
    cwd: tmpdir(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    exit: (code) => exits.push(code),
    onSignal: (signal, handler) => signals.set(signal, handler),
    buildWeb: async () => {},
    platform: 'linux',
    openBrowser: (url) => {
      opened.push(url);
      return () => removed.push(url);
    },
    startInspector: async (options: StartInspectorOptions = {}) => {
      const inspector = await startInspector({ ...options, staticRoot: '/nonexistent', bridge: { log: () => {} } });
      running.push(inspector);
      return inspector;
    },
    ...overrides,
  };
  return { deps, out, err, exits, opened, removed, signals };
}

async function config(inspector: RunningInspector): Promise<InspectorConfig> {
  const res = await fetch(`http://127.0.0.1:${inspector.port}/api/config`, {
    headers: { authorization: `Bearer ${inspector.token}` },
  });
  return (await res.json()) as InspectorConfig;
}

describe('start (the mcp-loupe command)', () => {
  it('takes -e NAME from its own environment and --headers-from from a file, and warns of a secret on the command line without its value', async () => {
    const files: Record<string, string> = { '/work/h.txt': 'Authorization: Bearer from-file' };
    const h = harness({ env: { API_KEY: 'from-env' }, cwd: '/work', readFile: (file) => files[`/work/${file}`] ?? '' });
    const stdio = await start(
      ['--port', '0', '-e', 'API_KEY', '-e', 'DB_PASSWORD=on-argv', '--', 'node', 'server.js'],
      h.deps,
    );
    expect((await config(stdio as RunningInspector)).defaultServer.env).toEqual({
      API_KEY: 'from-env',
      DB_PASSWORD: 'on-argv',
    });
    expect(h.err).toEqual([
      expect.stringMatching(
        /^mcp-loupe: warning: -e DB_PASSWORD=… on the command line is visible to other users in `ps`/,
      ),
    ]);
    expect(h.err.join()).not.toContain('on-argv');
    const remote = await start(['--port', '0', '--url', 'https://example.com/mcp', '--headers-from', 'h.txt'], h.deps);
    expect((await config(remote as RunningInspector)).defaultRemote?.headers).toEqual([
      { name: 'Authorization', value: 'Bearer from-file' },
    ]);
    expect(h.err).toHaveLength(1);
  });

  it('prints exactly one ready line with the URL and token, and opens it', async () => {
    const h = harness();
    const inspector = await start(['--port', '0'], h.deps);
    expect(inspector).toBeDefined();
    expect(h.out).toEqual([`mcp-loupe ready at http://127.0.0.1:${inspector?.port}/?token=${inspector?.token}`]);
    expect(h.opened).toEqual([inspector?.url]);
    expect(h.exits).toEqual([]);
  });

  it('serves the embedded everything server by default, with -e and --cwd', async () => {
    const h = harness();
    const inspector = await start(['--port', '0', '--no-open', '-e', 'A=1', '--cwd', '.'], h.deps);
    const { defaultServer } = await config(inspector as RunningInspector);
    expect(defaultServer).toEqual({
      command: process.execPath,
      args: [expect.stringMatching(/server-everything[/\\]dist[/\\]index\.js$/), 'stdio'],
      env: { A: '1' },
      cwd: tmpdir(),
    });
    expect(h.opened).toEqual([]);
  });

  it('serves the given command as the default server', async () => {
    const h = harness({ env: { CI: 'true' } });
    const inspector = await start(['--port', '0', '--', 'uvx', 'mcp-server-time', '--local-timezone=UTC'], h.deps);
    expect((await config(inspector as RunningInspector)).defaultServer).toEqual({
      command: 'uvx',
      args: ['mcp-server-time', '--local-timezone=UTC'],
      env: {},
    });
    expect(h.opened).toEqual([]);
  });

  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'])(
    'closes everything, the redirect file included, and exits 0 on %s',
    async (signal) => {
      const h = harness();
      const inspector = (await start(['--port', '0'], h.deps)) as RunningInspector;
      expect(h.removed).toEqual([]);
      h.signals.get(signal)?.();
      await expect.poll(() => h.exits).toEqual([0]);
      expect(h.removed).toEqual([inspector.url]);
      await expect(fetch(`http://127.0.0.1:${inspector.port}/`)).rejects.toThrow();
    },
  );

  it('gives the bridge the limit on servers when one is set, and leaves it to its default otherwise', async () => {
    const given: StartInspectorOptions[] = [];
    const h = harness({
      startInspector: async (options: StartInspectorOptions = {}) => {
        given.push(options);
        const inspector = await startInspector({
          ...options,
          staticRoot: '/nonexistent',
          bridge: { ...options.bridge, log: () => {} },
        });
        running.push(inspector);
        return inspector;
      },
    });
    await start(['--port', '0', '--no-open', '--max-servers', '3'], h.deps);
    await start(['--port', '0', '--no-open'], h.deps);
    expect(given.map((options) => options.bridge?.maxServers)).toEqual([3, undefined]);
  });

  it('stops on SIGINT, SIGTERM and SIGHUP everywhere, and on SIGBREAK on Windows', async () => {
    const linux = harness();
    await start(['--port', '0', '--no-open'], linux.deps);
    expect([...linux.signals.keys()]).toEqual(['SIGINT', 'SIGTERM', 'SIGHUP']);
    const windows = harness({ platform: 'win32' });
    await start(['--port', '0', '--no-open'], windows.deps);
    expect([...windows.signals.keys()]).toEqual(['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']);
  });

  it('says clearly when the port is in use, and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const h = harness();
      expect(await start(['--port', String(port), '--no-open'], h.deps)).toBeUndefined();
      expect(h.err).toEqual([
        `mcp-loupe: Port ${port} is already in use on 127.0.0.1. Choose another with --port N, or --port 0 for any free port.`,
      ]);
      expect(h.exits).toEqual([1]);
      expect(h.out).toEqual([]);
    } finally {
      blocker.close();
    }
  });

  it('refuses bad arguments with exit code 2 and a hint', async () => {
    for (const argv of [
      ['--port', 'abc'],
      ['-e', 'NOVALUE'],
      ['--host', '0.0.0.0'],
      ['--cwd', '/no/such/dir'],
      ['--url', 'ftp://example.com/'],
      ['--url', 'https://example.com/mcp', 'node', 'server.js'],
      ['--header', 'X-Team: blue'],
    ]) {
      const h = harness();
      expect(await start(argv, h.deps)).toBeUndefined();
      expect(h.exits).toEqual([2]);
      expect(h.err[0]).toMatch(/^mcp-loupe: /);
    }
  });

  it('fails with exit code 1 when the web build fails', async () => {
    const h = harness({
      buildWeb: async () => {
        throw new Error('Building the web interface failed (vite exited with code 1).');
      },
    });
    await start(['--port', '0'], h.deps);
    expect(h.err).toEqual(['mcp-loupe: Building the web interface failed (vite exited with code 1).']);
    expect(h.exits).toEqual([1]);
  });

  it('prints usage and version', async () => {
    const h = harness();
    await start(['--help'], h.deps);
    await start(['--version'], h.deps);
    expect(h.out[0]).toContain('Usage: mcp-loupe');
    expect(h.out[1]).toMatch(/^\d+\.\d+\.\d+/);
    expect(h.exits).toEqual([]);
  });

  it('serves --url as the default remote, and prints it with header names only', async () => {
    const h = harness({ env: { MCP_LOUPE_BEARER: 'env-t0ken' } });
    const argv = [
      '--port',
      '0',
      '--no-open',
      '--url',
      'https://mcp.example.com/mcp?key=k3y',
      '--transport',
      'sse',
      '--via-proxy',
      '--header',
      'X-Api-Key: abc123',
    ];
    const inspector = (await start(argv, h.deps)) as RunningInspector;
    expect((await config(inspector)).defaultRemote).toEqual({
      kind: 'http',
      url: 'https://mcp.example.com/mcp?key=k3y',
      transport: 'sse',
      route: 'relay',
      headers: [{ name: 'X-Api-Key', value: 'abc123' }],
      bearer: 'env-t0ken',
    });
    expect(h.out).toEqual([
      `mcp-loupe ready at ${inspector.url}`,
      'Remote server: https://mcp.example.com/mcp?… (transport sse; route relay; headers X-Api-Key; bearer token from $MCP_LOUPE_BEARER)',
    ]);
  });

  it('has no default remote without --url', async () => {
    const h = harness({ env: { MCP_LOUPE_BEARER: 'env-t0ken' } });
    const inspector = (await start(['--port', '0', '--no-open'], h.deps)) as RunningInspector;
    expect(await config(inspector)).not.toHaveProperty('defaultRemote');
    expect(h.out).toHaveLength(1);
  });

  it('refuses a bad --header without printing its value', async () => {
    const h = harness();
    await start(['--url', 'https://mcp.example.com/mcp', '--header', 'Authorization: Bearer s3cret\n'], h.deps);
    expect(h.exits).toEqual([2]);
    expect(h.err).toEqual([
      'mcp-loupe: --header "Authorization": the value (hidden) contains a line break, which a header value cannot hold',
      'Run `mcp-loupe --help` for usage.',
    ]);
  });
});

describe('describeRemote', () => {
  it('names the bearer by its source and leaves out what is absent', () => {
    const remote: HttpTarget = {
      kind: 'http',
      url: 'http://127.0.0.1:3000/mcp',
      transport: 'auto',
      route: 'auto',
      headers: [],
    };
    expect(describeRemote(remote, undefined)).toBe(
      'Remote server: http://127.0.0.1:3000/mcp (transport auto; route auto)',
    );
    expect(describeRemote({ ...remote, bearer: 'x' }, 'y')).toBe(
      'Remote server: http://127.0.0.1:3000/mcp (transport auto; route auto; bearer token from --bearer)',
    );
  });
});

describe('the mcp-loupe process with --url', () => {
  it('never prints the header values or the bearer, and serves them behind the token', async () => {
    const cli = await startProxyProcess(
      [
        '--no-open',
        '--port',
        '0',
        '--url',
        'https://mcp.example.com/mcp',
        '--header',
        'Authorization: Bearer s3cret',
        '--bearer',
        't0ken',
      ],
      { env: { MCP_LOUPE_BEARER: '' } },
    );
    try {
      expect((await cli.config()).defaultRemote).toEqual({
        kind: 'http',
        url: 'https://mcp.example.com/mcp',
        transport: 'auto',
        route: 'auto',
        headers: [{ name: 'Authorization', value: 'Bearer s3cret' }],
        bearer: 't0ken',
      });
      const refused = await fetch(`http://127.0.0.1:${cli.port}/api/config`);
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toMatch(/s3cret|t0ken/);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exited;
    }
    expect(cli.stdout()).toContain(
      'Remote server: https://mcp.example.com/mcp (transport auto; route auto; headers Authorization; bearer token from --bearer)',
    );
    for (const output of [cli.stdout(), cli.stderr()]) {
      expect(output).not.toContain('s3cret');
      expect(output).not.toContain('t0ken');
    }
  });
});
