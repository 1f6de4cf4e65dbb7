import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { attack } from '../tally.ts';
import { startAttackProxy } from './attack-proxy.ts';
import { rawExchange, send, type RawResponse } from './raw-http.ts';
import { startRecorder } from './recorder.ts';

// The model relay (/api/model/relay/<id>/…), against the real proxy started with a model (--llm-… as the inspector
// options) and its key in the environment. Two real servers: the configured provider, which records what reached it, and a
// trap at another origin, which nothing may reach. What is hostile: a request without the token or from another origin,
// a path that climbs out of the base URL, and a provider that quotes the key back.

const KEY = 'sk-attack-key-5f2c9d81e4b7a036';
const [provider, trap] = await Promise.all([startRecorder(), startRecorder()]);
const proxy = await startAttackProxy({
  llm: { provider: 'openai-compatible', baseUrl: `${provider.url}/v1`, models: ['m'] },
  keyEnvironment: { MCP_LOUPE_LLM_API_KEY: KEY },
});
afterAll(async () => {
  await proxy.close();
  await Promise.all([provider.close(), trap.close()]);
});
beforeEach(() => {
  for (const server of [provider, trap]) {
    server.connections = 0;
    server.requests.length = 0;
    server.answer = () => ({});
  }
});

const pageHeaders = (): [string, string][] => [
  ['Host', `127.0.0.1:${proxy.port}`],
  ['Origin', proxy.origin],
  ['Authorization', `Bearer ${proxy.token}`],
  ['Content-Type', 'application/json'],
];
const relay = (path: string, headers = pageHeaders(), method = 'POST'): Promise<RawResponse> =>
  send(proxy.port, { method, target: `/api/model/relay/model-1/${path}`, headers, body: '{"model":"m"}' });

describe('the model relay', () => {
  it('relays to the configured provider with its key (so what is refused below would have reached it)', async () => {
    const response = await relay('chat/completions');
    expect(response.status).toBe(200);
    expect(provider.requests[0]?.url).toBe('/v1/chat/completions');
    expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses a request without the token, or with a wrong one, before reaching the provider', async () => {
    const attempts: [string, [string, string][]][] = [
      ['no token', [['Host', `127.0.0.1:${proxy.port}`]]],
      [
        'a wrong token',
        [
          ['Host', `127.0.0.1:${proxy.port}`],
          ['Authorization', 'Bearer wrong'],
        ],
      ],
      [
        'the token as the provider key',
        [
          ['Host', `127.0.0.1:${proxy.port}`],
          ['X-Api-Key', proxy.token],
        ],
      ],
      [
        'the token in a cookie',
        [
          ['Host', `127.0.0.1:${proxy.port}`],
          ['Cookie', `token=${proxy.token}`],
        ],
      ],
    ];
    for (const [name, headers] of attempts) {
      const response = await relay('chat/completions', headers);
      expect(
        attack('model relay', `token: ${name}`, response.status === 401 && provider.connections === 0),
        `${name} → ${response.status}`,
      ).toBe(true);
    }
  });

  it('refuses a request from another origin, preflight included, and grants no CORS', async () => {
    const origins = ['http://evil.example', 'null', `http://127.0.0.1:${proxy.sandboxPort}`, proxy.viewOrigin];
    for (const origin of origins) {
      for (const method of ['POST', 'OPTIONS', 'GET']) {
        const headers: [string, string][] = [
          ...pageHeaders().filter(([name]) => name !== 'Origin'),
          ['Origin', origin],
          ['Access-Control-Request-Method', 'POST'],
          ['Access-Control-Request-Headers', 'authorization, content-type'],
        ];
        const response = await relay('chat/completions', headers, method);
        const granted = Object.keys(response.headers).some((name) => name.startsWith('access-control-allow'));
        expect(
          attack(
            'model relay',
            `CORS: ${method} from ${origin}`,
            response.status === 403 && !granted && provider.connections === 0,
          ),
          `${method} ${origin} → ${response.status}`,
        ).toBe(true);
      }
    }
    const settings = await send(proxy.port, {
      target: '/api/model/settings',
      headers: [...pageHeaders().filter(([name]) => name !== 'Origin'), ['Origin', 'http://evil.example']],
    });
    expect(attack('model relay', 'CORS: settings read from another origin', settings.status === 403)).toBe(true);
  });

  it('never reaches another origin, whatever the path, the headers or the request line say', async () => {
    const at = `127.0.0.1:${trap.port}`;
    const paths = [
      `//${at}/x`,
      `http://${at}/x`,
      `@${at}/x`,
      `%2f%2f${at}/x`,
      `..%2f..%2f..%2f..%2f${at}`,
      `x?next=http://${at}/`,
    ];
    for (const path of paths) {
      const response = await relay(path);
      expect(
        attack('model relay', `another origin: path ${path}`, trap.connections === 0),
        `${path} → ${response.status}`,
      ).toBe(true);
    }
    const headerAttempts: [string, string][] = [
      ['X-Loupe-Target', `${trap.url}/x`],
      ['X-Forwarded-Host', at],
      ['Forwarded', `host=${at}`],
      ['X-Original-URL', `${trap.url}/x`],
    ];
    for (const header of headerAttempts) {
      const response = await relay('chat/completions', [...pageHeaders(), header]);
      expect(
        attack('model relay', `another origin: ${header[0]}`, trap.connections === 0 && response.status === 200),
        `${header[0]} → ${response.status}`,
      ).toBe(true);
    }
    const absolute = await rawExchange(
      proxy.port,
      `POST http://${at}/api/model/relay/model-1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1:${proxy.port}\r\nAuthorization: Bearer ${proxy.token}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(
      attack('model relay', 'another origin: absolute-form request line', trap.connections === 0),
      `→ ${absolute.status}`,
    ).toBe(true);
  });

  it('keeps every request under the base URL path: dot segments and encoded separators are refused or resolved inside', async () => {
    const paths = [
      '../../api/config',
      '%2e%2e/%2e%2e/secret',
      '%2E%2E/secret',
      '.%2e/secret',
      'a/..%2f..%2fsecret',
      'a%2F..%2F..%2Fsecret',
      'a%5c..%5c..%5csecret',
      'a\\..\\..\\secret',
      '%252e%252e/secret',
      'a%00/secret',
      'a%0d%0aInjected:%20yes',
    ];
    for (const path of paths) {
      provider.requests.length = 0;
      const response = await relay(path);
      const outside = provider.requests.some((request) => !request.url.startsWith('/v1/'));
      const injected = provider.requests.some((request) => request.rawHeaders.some((h) => /injected/i.test(h)));
      expect(
        attack(
          'model relay',
          `path escape: ${path}`,
          !outside && !injected && !response.body.includes('"defaultServer"'),
        ),
        `${path} → ${response.status} ${provider.requests.map((request) => request.url).join(' ')}`,
      ).toBe(true);
    }
  });

  it('never hands the key back: not in an error the provider quotes, not in its headers, not in the settings, not in the proxy’s output', async () => {
    const echoes: [string, number][] = [
      ['401', 401],
      ['429', 429],
      ['500', 500],
      ['302', 302],
    ];
    for (const [name, status] of echoes) {
      provider.answer = (request) => ({
        status,
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Echo', String(request.headers.authorization)],
          ['Location', `http://127.0.0.1:${trap.port}/?k=${KEY}`],
        ],
        body: JSON.stringify({
          error: { message: `Invalid key ${request.headers.authorization}`, raw: request.rawHeaders },
        }),
      });
      const response = await relay('chat/completions');
      expect(
        attack(
          'model relay',
          `key echo: a ${name} that quotes it`,
          !response.raw.includes(KEY) && trap.connections === 0,
        ),
        `${name} → ${response.status}`,
      ).toBe(true);
    }
    const settings = await send(proxy.port, { target: '/api/model/settings', headers: pageHeaders() });
    expect(attack('model relay', 'key echo: settings', settings.status === 200 && !settings.raw.includes(KEY))).toBe(
      true,
    );
    // A provider that cannot be reached: the proxy's own error.
    const put = await send(proxy.port, {
      method: 'PUT',
      target: '/api/model/settings',
      headers: pageHeaders(),
      body: JSON.stringify({
        models: [{ id: 'down', provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'x', apiKey: KEY }],
      }),
    });
    expect(put.raw.includes(KEY)).toBe(false);
    const down = await send(proxy.port, {
      method: 'POST',
      target: '/api/model/relay/down/chat/completions',
      headers: pageHeaders(),
      body: '{}',
    });
    expect(
      attack('model relay', 'key echo: provider unreachable', down.status === 502 && !down.raw.includes(KEY)),
    ).toBe(true);
    expect(
      attack(
        'model relay',
        'key echo: the proxy’s stdout and stderr',
        !`${proxy.stdout()}${proxy.stderr()}`.includes(KEY),
      ),
    ).toBe(true);
  });
  it('never hands a Google key back: sent in x-goog-api-key only, not echoed by an error, a header or a redirect', async () => {
    // The page's own key headers (a stand-in, the token) are never forwarded; the provider's quotes are scrubbed.
    const put = await send(proxy.port, {
      method: 'PUT',
      target: '/api/model/settings',
      headers: pageHeaders(),
      body: JSON.stringify({
        models: [{ id: 'gemini', provider: 'google', baseUrl: `${provider.url}/v1beta`, model: 'g', apiKey: KEY }],
      }),
    });
    expect(put.status).toBe(200);
    for (const status of [400, 401, 403, 429, 302]) {
      provider.requests.length = 0;
      provider.answer = (request) => ({
        status,
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Echo', String(request.headers['x-goog-api-key'])],
          ['Location', `http://127.0.0.1:${trap.port}/?key=${KEY}`],
        ],
        body: JSON.stringify({
          error: {
            code: status,
            message: `API key not valid: ${request.headers['x-goog-api-key']}`,
            raw: request.rawHeaders,
          },
        }),
      });
      const response = await send(proxy.port, {
        method: 'POST',
        target: '/api/model/relay/gemini/models/g:streamGenerateContent?alt=sse',
        headers: [...pageHeaders(), ['X-Goog-Api-Key', proxy.token]],
        body: '{"contents":[]}',
      });
      const [reached] = provider.requests;
      const keyOnlyInItsHeader =
        reached?.headers['x-goog-api-key'] === KEY &&
        reached.headers.authorization === undefined &&
        reached.url === '/v1beta/models/g:streamGenerateContent?alt=sse' &&
        !reached.rawHeaders.includes(proxy.token);
      expect(
        attack(
          'model relay',
          `google key: a ${status} that quotes it`,
          keyOnlyInItsHeader && !response.raw.includes(KEY) && trap.connections === 0,
        ),
        `${status} → ${response.status} ${reached?.url}`,
      ).toBe(true);
    }
    expect(
      attack(
        'model relay',
        'google key: the proxy’s stdout and stderr',
        !`${proxy.stdout()}${proxy.stderr()}`.includes(KEY),
      ),
    ).toBe(true);
  });
});
