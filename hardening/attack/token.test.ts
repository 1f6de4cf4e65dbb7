import { describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { apiRoutes } from './api-routes.ts';
import { attackTargets } from './attack-proxy.ts';
import { clientFrame, OPCODE } from '../../proxy/test-kit/raw-bridge-client.ts';
import { waitGone } from '../pids.ts';
import { rawExchange, requestText, send, upgradeHeaders, type RequestSpec } from './raw-http.ts';

// The token, against the real proxy over real sockets: every API route and the /bridge upgrade, with every way of getting it wrong.

// The recorder is a trap: a request it receives is one the proxy should have refused.
const { proxy, recorder: trap } = await attackTargets();
const childrenBefore = proxy.children();

const host = () => `127.0.0.1:${proxy.port}`;

/** One character changed at `index`, kept within base64url. */
function flip(token: string, index: number): string {
  const at = index < 0 ? token.length + index : index;
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
}

/** Each wrong way to carry the token on an API request: the headers it adds and the query it appends. */
function wrongCredentials(token: string): { name: string; headers: [string, string][]; query?: string }[] {
  const bearer = (value: string) => [['Authorization', value]] as [string, string][];
  const caseFlipped = [...token].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  return [
    { name: 'no token', headers: [] },
    { name: 'empty Authorization', headers: bearer('') },
    { name: 'Bearer and nothing', headers: bearer('Bearer ') },
    { name: 'a wrong token of the same length', headers: bearer(`Bearer ${'x'.repeat(token.length)}`) },
    { name: 'the first character off', headers: bearer(`Bearer ${flip(token, 0)}`) },
    { name: 'the last character off', headers: bearer(`Bearer ${flip(token, -1)}`) },
    { name: 'a middle character off', headers: bearer(`Bearer ${flip(token, 20)}`) },
    { name: 'one character short', headers: bearer(`Bearer ${token.slice(0, -1)}`) },
    { name: 'one character long', headers: bearer(`Bearer ${token}x`) },
    { name: 'the token twice', headers: bearer(`Bearer ${token}${token}`) },
    { name: 'its case flipped', headers: bearer(`Bearer ${caseFlipped}`) },
    { name: 'Basic with the token', headers: bearer(`Basic ${Buffer.from(`x:${token}`).toString('base64')}`) },
    { name: 'another scheme', headers: bearer(`Token ${token}`) },
    { name: 'no scheme', headers: bearer(token) },
    { name: 'a tab for the space', headers: bearer(`Bearer\t${token}`) },
    { name: 'a list after it', headers: bearer(`Bearer ${token}, Bearer x`) },
    {
      name: 'a wrong Authorization, then the right one',
      headers: [...bearer('Bearer wrong'), ...bearer(`Bearer ${token}`)],
    },
    { name: 'in Proxy-Authorization', headers: [['Proxy-Authorization', `Bearer ${token}`]] },
    { name: 'in X-Loupe-Authorization', headers: [['X-Loupe-Authorization', `Bearer ${token}`]] },
    { name: 'in a cookie', headers: [['Cookie', `token=${token}`]] },
    { name: 'in the query', headers: [], query: `token=${token}` },
  ];
}

describe('the token on every API route', () => {
  it('a request that carries it rightly goes through (the attempts below would be seen if they did)', async () => {
    const ok = await send(proxy.port, {
      target: '/api/config',
      headers: [
        ['Host', host()],
        ['Authorization', `Bearer ${proxy.token}`],
      ],
    });
    expect(ok.status).toBe(200);
    const before = trap.connections;
    const probe = await send(proxy.port, {
      method: 'POST',
      target: '/api/listening',
      headers: [
        ['Host', host()],
        ['Authorization', `Bearer ${proxy.token}`],
        ['Content-Type', 'application/json'],
      ],
      body: JSON.stringify({ url: `${trap.url}/control` }),
    });
    expect(probe.status).toBe(200);
    await expect.poll(() => trap.connections).toBeGreaterThan(before);
  });

  it('every route refuses every wrong token with 401 and does nothing', async () => {
    trap.connections = 0;
    trap.requests.length = 0;
    const routes = apiRoutes(trap.url, proxy.origin);
    const failures: string[] = [];
    for (const route of routes) {
      for (const credential of wrongCredentials(proxy.token)) {
        const target = credential.query
          ? `${route.target}${route.target.includes('?') ? '&' : '?'}${credential.query}`
          : route.target;
        const spec: RequestSpec = {
          ...route,
          target,
          headers: [['Host', host()], ...(route.headers ?? []), ...credential.headers],
        };
        const response = await send(proxy.port, spec);
        const refused = response.status === 401 && response.headers['www-authenticate'] === 'Bearer';
        if (!attack('token', `${route.name}: ${credential.name}`, refused))
          failures.push(`${route.name}: ${credential.name} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing they asked for was done: no connection to the trap, nothing registered, nothing trusted.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trap.connections).toBe(0);
    const authorized = [
      ['Host', host()],
      ['Authorization', `Bearer ${proxy.token}`],
    ] as [string, string][];
    expect(JSON.parse((await send(proxy.port, { target: '/api/connect-origins', headers: authorized })).body)).toEqual({
      origins: [],
    });
    expect(
      JSON.parse((await send(proxy.port, { target: '/api/trusted-certificates', headers: authorized })).body),
    ).toEqual({ certificates: [] });
  });

  it('a path spelled another way still needs the token (or reaches no route at all)', async () => {
    const variants = [
      '/api/%63onfig',
      '/api//config',
      '/api/./config',
      '/api/config/',
      '/api/config;x',
      '/api/config?x=1',
      '//api/config',
      '/API/config',
      '/api/CONFIG',
      '/%61pi/config',
      '/api/config%00',
      '/api/config#x',
      '/api',
      '/api/',
      '/api/%2e%2e/api/config',
    ];
    for (const target of variants) {
      const response = await send(proxy.port, { target, headers: [['Host', host()]] });
      // Refused, or answered by no API route: the config (our working directory and command line) never comes back.
      const leaked = response.status === 200 && response.body.includes('"workingDirectory"');
      expect(attack('token', `path variant ${target}`, !leaked), `${target} → ${response.status}`).toBe(true);
    }
  });
});

describe('the token on the /bridge upgrade', () => {
  const upgrade = (target: string, extra: [string, string][] = []) =>
    send(proxy.port, { target, headers: upgradeHeaders(host(), extra) });

  it('the right token in the query opens it (the attempts below would be seen if they did)', async () => {
    expect((await upgrade(`/bridge?token=${proxy.token}`)).status).toBe(101);
  });

  it('every wrong token, and the right one anywhere but ?token= on /bridge, is refused before any WebSocket exists', async () => {
    const token = proxy.token;
    const attempts: [string, string, [string, string][]][] = [
      ['no token', '/bridge', []],
      ['empty token', '/bridge?token=', []],
      ['wrong token', `/bridge?token=${'x'.repeat(token.length)}`, []],
      ['first character off', `/bridge?token=${flip(token, 0)}`, []],
      ['last character off', `/bridge?token=${flip(token, -1)}`, []],
      ['one character short', `/bridge?token=${token.slice(0, -1)}`, []],
      ['one character long', `/bridge?token=${token}x`, []],
      ['a NUL after it', `/bridge?token=${token}%00`, []],
      ['a wrong one first, the right one second', `/bridge?token=wrong&token=${token}`, []],
      ['under another name', `/bridge?Token=${token}`, []],
      ['as an array', `/bridge?token[]=${token}`, []],
      ['in Authorization', '/bridge', [['Authorization', `Bearer ${token}`]]],
      ['in a cookie', '/bridge', [['Cookie', `token=${token}`]]],
      ['in Sec-WebSocket-Protocol', '/bridge', [['Sec-WebSocket-Protocol', token]]],
      ['in the fragment', `/bridge#token=${token}`, []],
      ['in the path', `/bridge/${token}`, []],
      ['right token, path /bridge/', `/bridge/?token=${token}`, []],
      ['right token, path /Bridge', `/Bridge?token=${token}`, []],
      ['right token, path //bridge', `//bridge?token=${token}`, []],
      ['right token, path /bridge/x', `/bridge/x?token=${token}`, []],
      ['right token, path /api/bridge', `/api/bridge?token=${token}`, []],
      ['right token, path /', `/?token=${token}`, []],
      ['right token, path /api/relay', `/api/relay?token=${token}`, []],
      ['right token, path /net-frame', `/net-frame?token=${token}`, []],
      ['right token, path /%62ridge', `/%62ridge?token=${token}`, []],
    ];
    for (const [name, target, extra] of attempts) {
      const response = await upgrade(target, extra);
      expect(attack('token', `upgrade: ${name}`, response.status !== 101), `${name} → ${response.status}`).toBe(true);
    }
    // And on the sandbox port, the right token opens nothing.
    const sandbox = await send(proxy.sandboxPort, {
      target: `/bridge?token=${token}`,
      headers: upgradeHeaders(`127.0.0.1:${proxy.sandboxPort}`),
    });
    expect(attack('token', 'upgrade: right token on the sandbox port', sandbox.status !== 101)).toBe(true);
  });

  it('a spawn frame sent right behind a refused upgrade, before its answer, starts nothing', async () => {
    const attempts: [string, string, [string, string][]][] = [
      ['no token', '/bridge', []],
      ['a wrong token', `/bridge?token=${flip(proxy.token, 3)}`, []],
      ['a foreign Origin with the right token', `/bridge?token=${proxy.token}`, [['Origin', 'http://evil.example']]],
      ['the right token on another path', `/bridge/?token=${proxy.token}`, []],
    ];
    for (const [name, target, extra] of attempts) {
      const bytes = Buffer.concat([
        Buffer.from(requestText({ target, headers: upgradeHeaders(host(), extra) })),
        spawnFrame(),
      ]);
      const response = await rawExchange(proxy.port, bytes);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        attack(
          'token',
          `pipelined spawn after a refused upgrade: ${name}`,
          response.status !== 101 && proxy.spawned().length === 0,
        ),
        name,
      ).toBe(true);
    }
  });

  it('nothing was spawned by any of it', async () => {
    expect(proxy.spawned()).toEqual([]);
    expect(proxy.children().filter((pid) => !childrenBefore.includes(pid))).toEqual([]);
  });

  it('the same spawn frame behind an accepted upgrade does start the server (so the checks above would see one)', async () => {
    const bytes = Buffer.concat([
      Buffer.from(requestText({ target: `/bridge?token=${proxy.token}`, headers: upgradeHeaders(host()) })),
      spawnFrame(),
    ]);
    const { connect } = await import('node:net');
    const socket = connect({ host: '127.0.0.1', port: proxy.port }, () => socket.write(bytes));
    socket.on('error', () => {});
    await expect.poll(() => proxy.spawned().length, { timeout: 10_000 }).toBe(1);
    const pids = proxy.spawned();
    socket.destroy();
    // The bridge ends the server's group when its WebSocket goes.
    expect(await waitGone(pids)).toEqual([]);
  });
});

/** The page's first message on the bridge: start the default server (which carries the marker). */
function spawnFrame(): Buffer {
  return clientFrame(
    OPCODE.text,
    JSON.stringify({
      type: 'spawn',
      command: process.execPath,
      args: ['-e', 'setInterval(() => {}, 1000)', proxy.marker],
      env: {},
    }),
  );
}
