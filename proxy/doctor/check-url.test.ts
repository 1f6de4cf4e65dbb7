import { describe, expect, it } from 'vitest';
import type { DoctorRequest } from '../../shared/http/doctor-report.ts';
import { createTrustStore } from '../relay/trust-store.ts';
import { checkUrl } from './check-url.ts';
import { doctorEnvironment } from './doctor-environment.ts';

const env = doctorEnvironment({ trust: createTrustStore() });
const run = (url: string, transport: DoctorRequest['transport'] = 'auto') =>
  checkUrl({ request: { url, transport, headers: [], inspectorOrigin: '' }, env, facts: { headers: [] } });

describe('checkUrl', () => {
  it('passes an http(s) URL with a path, naming host, port and path', async () => {
    const { check, facts } = await run('https://mcp.example.com/mcp?tenant=1');
    expect(check).toMatchObject({
      id: 'url',
      status: 'pass',
      evidence: { scheme: 'https', host: 'mcp.example.com', port: 443, path: '/mcp', query: true },
    });
    expect(facts?.url?.href).toBe('https://mcp.example.com/mcp?tenant=1');
  });

  it.each([
    ['a path of / for Streamable HTTP', 'http://127.0.0.1:3000/', 'auto', "The URL's path is /"],
    ['no path at all', 'http://127.0.0.1:3000', 'streamable-http', 'The URL has no path'],
    ['no path at all, even for SSE', 'http://127.0.0.1:3000?x=1', 'sse', 'The URL has no path'],
  ] as const)('warns about %s: MCP endpoints are usually /mcp', async (_name, url, transport, start) => {
    const { check } = await run(url, transport);
    expect(check.status).toBe('warn');
    expect(check.summary).toMatch(new RegExp(`^${start.replace(/[()/]/g, '\\$&')}: MCP endpoints are usually /mcp`));
  });

  it('passes a legacy stream at / when the transport is SSE', async () => {
    expect((await run('http://127.0.0.1:3000/', 'sse')).check.status).toBe('pass');
  });

  it.each([
    ['not a URL', 'not a url', /not an absolute URL/],
    ['another scheme', 'ws://127.0.0.1:3000/mcp', /scheme ws:.* refused/],
    ['credentials in the URL', 'http://user:pw@127.0.0.1/mcp', /user name or password/],
    ['an empty URL', ' ', /missing/],
  ])('fails %s, and blocks the checks after it', async (_name, url, words) => {
    const result = await run(url);
    expect(result.check.status).toBe('fail');
    expect(result.check.summary).toMatch(words);
    expect(result.verdict).toMatch(words);
    expect(result.facts?.blocked).toBeDefined();
    // A URL may carry a secret: the words never repeat it.
    expect(result.check.summary).not.toContain('pw@');
  });
});
