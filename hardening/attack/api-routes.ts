import type { RequestSpec } from './raw-http.ts';

/**
 * Every route under /api (proxy/app.ts and proxy/routes/*), each with a
 * request that would act if it ran: the URL-taking ones aim at `trapUrl`,
 * so a refused request that ran anyway shows as a connection to the trap.
 */
export function apiRoutes(trapUrl: string, pageOrigin: string): (RequestSpec & { name: string })[] {
  const json = (method: string, path: string, body: unknown) => ({
    name: `${method} ${path}`,
    method,
    target: path,
    headers: [['Content-Type', 'application/json']] as [string, string][],
    body: JSON.stringify(body),
  });
  const relay = (method: string) => ({
    name: `${method} /api/relay`,
    method,
    target: '/api/relay',
    headers: [
      ['X-Loupe-Target', `${trapUrl}/relayed`],
      ['Content-Type', 'application/json'],
    ] as [string, string][],
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' }),
  });
  return [
    { name: 'GET /api/config', target: '/api/config' },
    { name: 'GET /api/connect-origins', target: '/api/connect-origins' },
    json('POST', '/api/connect-origins', { url: `${trapUrl}/` }),
    { name: 'GET /api/trusted-certificates', target: '/api/trusted-certificates' },
    json('POST', '/api/trusted-certificates', {
      origin: trapUrl.replace('http:', 'https:'),
      fingerprint256: Array(32).fill('AB').join(':'),
    }),
    json('DELETE', '/api/trusted-certificates', { origin: trapUrl.replace('http:', 'https:') }),
    json('POST', '/api/reach', { url: `${trapUrl}/reach`, inspectorOrigin: pageOrigin }),
    json('POST', '/api/listening', { url: `${trapUrl}/listening` }),
    json('POST', '/api/doctor', { url: `${trapUrl}/doctor` }),
    json('POST', '/api/app-views', { hostOrigin: pageOrigin }),
    json('POST', '/api/environment-values', { names: ['PATH'] }),
    ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map(relay),
    { name: 'GET /api/model/settings', target: '/api/model/settings' },
    json('PUT', '/api/model/settings', {
      models: [{ id: 'model-1', provider: 'openai', baseUrl: `${trapUrl}/v1`, model: 'x' }],
    }),
    json('POST', '/api/model/relay/model-1/chat/completions', { model: 'x' }),
    { name: 'HEAD /api/config', method: 'HEAD', target: '/api/config' },
    { name: 'OPTIONS /api/config', method: 'OPTIONS', target: '/api/config' },
    {
      name: 'HEAD /api/relay',
      method: 'HEAD',
      target: '/api/relay',
      headers: [['X-Loupe-Target', `${trapUrl}/relayed`]],
    },
    { name: 'GET /api/no-such-route', target: '/api/no-such-route' },
  ];
}
