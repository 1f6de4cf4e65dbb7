import { describe, expect, it } from 'vitest';
import {
  corsFindings,
  corsVerdict,
  headerList,
  needsPreflight,
  unsafeHeaderNames,
  type CorsFacts,
} from './cors-check.ts';

/** The sentences of what the browser would refuse, in order. */
const corsProblems = (facts: CorsFacts) => corsFindings(facts).map((finding) => finding.message);

const origin = 'http://127.0.0.1:6280';
const mcpHeaders = [
  { name: 'Content-Type', value: 'application/json' },
  { name: 'Accept', value: 'application/json, text/event-stream' },
  { name: 'mcp-protocol-version', value: '2025-06-18' },
  { name: 'Mcp-Session-Id', value: 's-1' },
];
const allowing: CorsFacts = {
  origin,
  method: 'POST',
  headers: mcpHeaders,
  mustRead: ['mcp-session-id'],
  preflight: {
    status: 204,
    allowOrigin: origin,
    allowMethods: 'GET, POST, DELETE',
    allowHeaders: 'Content-Type, Mcp-Protocol-Version, Mcp-Session-Id',
  },
  response: { status: 200, allowOrigin: origin, exposeHeaders: 'Mcp-Session-Id' },
};
const facts = (change: Partial<CorsFacts>) => ({ ...allowing, ...change });
const preflight = (change: Partial<NonNullable<CorsFacts['preflight']>>) =>
  facts({ preflight: { ...allowing.preflight!, ...change } });
const response = (change: Partial<NonNullable<CorsFacts['response']>>) =>
  facts({ response: { ...allowing.response!, ...change } });

describe('corsVerdict', () => {
  it('passes a server that allows the origin, the headers and exposes the session id', () => {
    expect(corsVerdict(allowing)).toEqual({ ok: true });
    expect(corsProblems(allowing)).toEqual([]);
  });

  it('passes wildcards without credentials', () => {
    const wild = facts({
      preflight: { status: 200, allowOrigin: '*', allowMethods: '*', allowHeaders: '*' },
      response: { status: 200, allowOrigin: '*', exposeHeaders: '*' },
    });
    expect(corsVerdict(wild)).toEqual({ ok: true });
    expect(corsVerdict({ ...wild, method: 'DELETE' })).toEqual({ ok: true });
  });

  it('names a missing Access-Control-Allow-Origin', () => {
    expect(corsVerdict(preflight({ allowOrigin: undefined })).problem).toBe(
      `The preflight answer has no Access-Control-Allow-Origin, so the browser refuses it to the page at ${origin}.`,
    );
    expect(corsVerdict(response({ allowOrigin: undefined })).problem).toBe(
      `The answer to the POST has no Access-Control-Allow-Origin, so the browser refuses it to the page at ${origin}.`,
    );
    expect(corsVerdict(response({ allowOrigin: ' ' })).ok).toBe(false);
  });

  it('names an allow-origin for another origin, with the near misses explained', () => {
    expect(corsVerdict(preflight({ allowOrigin: 'http://localhost:3000' })).problem).toBe(
      `The preflight answer allows the origin http://localhost:3000, not this inspector's origin ${origin}.`,
    );
    expect(corsVerdict(preflight({ allowOrigin: `${origin}/` })).problem).toMatch(/without the trailing slash/);
    expect(corsVerdict(preflight({ allowOrigin: origin.toUpperCase() })).problem).toMatch(/letter case counts/);
    expect(corsVerdict(preflight({ allowOrigin: 'null' })).problem).toMatch(/allows the origin null/);
    expect(corsVerdict(preflight({ allowOrigin: `http://a.example, ${origin}` })).problem).toMatch(
      /several origins.*exactly one/,
    );
  });

  it('names a preflight that failed with its status', () => {
    expect(corsVerdict(preflight({ status: 405 })).problem).toBe(
      'The CORS preflight (OPTIONS) failed with status 405; a browser sends the POST only after a 2xx answer.',
    );
    expect(corsVerdict(preflight({ status: 302 })).ok).toBe(false);
    expect(corsVerdict(preflight({ status: 299 })).ok).toBe(true);
  });

  it('names each request header the preflight does not allow, in lowercase', () => {
    expect(corsVerdict(preflight({ allowHeaders: 'content-type' })).problem).toBe(
      "The preflight's Access-Control-Allow-Headers (content-type) does not list mcp-protocol-version, mcp-session-id, which the inspector sends.",
    );
    expect(corsVerdict(preflight({ allowHeaders: undefined })).problem).toMatch(
      /\(none\) does not list content-type, mcp-protocol-version, mcp-session-id/,
    );
  });

  it('reads allow lists case-insensitively, with or without spaces', () => {
    for (const allowHeaders of [
      'content-type,mcp-protocol-version,mcp-session-id',
      ' CONTENT-TYPE ,  MCP-Protocol-Version,,Mcp-Session-ID ',
      'x, Content-Type, Mcp-Protocol-Version, Mcp-Session-Id, y',
    ]) {
      expect(corsVerdict(preflight({ allowHeaders }))).toEqual({ ok: true });
    }
    expect(corsVerdict(response({ exposeHeaders: 'etag,MCP-SESSION-ID' }))).toEqual({ ok: true });
  });

  it('counts safelisted headers as allowed: Accept, and a simple Content-Type', () => {
    const simple = facts({
      headers: [
        { name: 'Accept', value: 'application/json, text/event-stream' },
        { name: 'Content-Type', value: 'text/plain;charset=UTF-8' },
      ],
    });
    expect(needsPreflight('POST', simple.headers)).toBe(false);
    expect(corsVerdict({ ...simple, preflight: undefined })).toEqual({ ok: true });
  });

  it('never lets * cover Authorization', () => {
    const withBearer = facts({
      headers: [...mcpHeaders, { name: 'Authorization', value: 'Bearer x' }],
      preflight: { status: 200, allowOrigin: '*', allowHeaders: '*' },
    });
    expect(corsVerdict(withBearer).problem).toBe(
      "The preflight's Access-Control-Allow-Headers (*) does not list authorization, which the inspector sends (a * never covers Authorization).",
    );
    expect(
      corsVerdict({ ...withBearer, preflight: { status: 200, allowOrigin: '*', allowHeaders: '*, Authorization' } }),
    ).toEqual({ ok: true });
  });

  it('names a custom header of the person’s the preflight does not allow', () => {
    const custom = facts({ headers: [...mcpHeaders, { name: 'X-Api-Key', value: 'k' }] });
    expect(corsVerdict(custom).problem).toMatch(/does not list x-api-key, which the inspector sends/);
  });

  it('names mcp-session-id when it is not exposed', () => {
    expect(corsVerdict(response({ exposeHeaders: undefined })).problem).toBe(
      'Access-Control-Expose-Headers (none) does not include mcp-session-id, so the browser cannot read the session id.',
    );
    expect(corsVerdict(response({ exposeHeaders: 'mcp-protocol-version' })).ok).toBe(false);
    expect(corsVerdict({ ...response({ exposeHeaders: undefined }), mustRead: ['content-type'] })).toEqual({
      ok: true,
    });
  });

  describe('with credentials', () => {
    const withCredentials = (change: Partial<CorsFacts>) => ({ ...facts(change), credentials: true });

    it('refuses * in allow-origin, and * as any header, method or exposed header', () => {
      const wild = withCredentials({
        preflight: { status: 200, allowOrigin: '*', allowMethods: '*', allowHeaders: '*', allowCredentials: 'true' },
        response: { status: 200, allowOrigin: '*', exposeHeaders: '*', allowCredentials: 'true' },
      });
      const problems = corsProblems({ ...wild, method: 'PUT' });
      expect(problems).toEqual([
        expect.stringMatching(
          /^The preflight answer allows the origin \*, which a browser does not accept for a request with credentials/,
        ),
        expect.stringMatching(/Access-Control-Allow-Methods \(\*\) does not include PUT/),
        expect.stringMatching(/Access-Control-Allow-Headers \(\*\) does not list content-type/),
        expect.stringMatching(/^The answer to the PUT allows the origin \*/),
        expect.stringMatching(/Expose-Headers \(\*\) does not include mcp-session-id/),
      ]);
    });

    it('requires Access-Control-Allow-Credentials: true, exactly', () => {
      const named = withCredentials({
        preflight: { ...allowing.preflight!, allowCredentials: 'true' },
        response: { ...allowing.response!, allowCredentials: 'true' },
      });
      expect(corsVerdict(named)).toEqual({ ok: true });
      expect(
        corsVerdict({ ...named, preflight: { ...named.preflight!, allowCredentials: undefined } }).problem,
      ).toMatch(/^The preflight answer lacks Access-Control-Allow-Credentials: true/);
      expect(corsVerdict({ ...named, response: { ...named.response!, allowCredentials: 'TRUE' } }).ok).toBe(false);
    });
  });

  it('checks methods beyond the safelisted ones, letter case counting', () => {
    const del = facts({ method: 'DELETE' });
    expect(corsVerdict(del)).toEqual({ ok: true });
    expect(corsVerdict({ ...del, preflight: { ...allowing.preflight!, allowMethods: 'GET, POST' } }).problem).toBe(
      "The preflight's Access-Control-Allow-Methods (GET, POST) does not include DELETE.",
    );
    expect(corsVerdict({ ...del, preflight: { ...allowing.preflight!, allowMethods: 'delete' } }).problem).toMatch(
      /methods match letter case/,
    );
    expect(corsVerdict(preflight({ allowMethods: undefined }))).toEqual({ ok: true });
  });

  it('lists every problem, most blocking first, each under its rule and as the probe\u2019s, not the server\u2019s against the protocol', () => {
    const found = corsFindings(facts({ preflight: { status: 404 }, response: { status: 200 } }));
    expect(found.map((finding) => finding.rule)).toEqual([
      'cors-preflight',
      'cors-allow-origin',
      'cors-allow-headers',
      'cors-allow-origin',
      'cors-expose-headers',
    ]);
    expect(found.every((finding) => finding.cause === 'probe' && finding.severity === 'warning')).toBe(true);
    const problems = found.map((finding) => finding.message);
    expect(problems).toEqual([
      expect.stringMatching(/failed with status 404/),
      expect.stringMatching(/^The preflight answer has no Access-Control-Allow-Origin/),
      expect.stringMatching(/Allow-Headers \(none\)/),
      expect.stringMatching(/^The answer to the POST has no Access-Control-Allow-Origin/),
      expect.stringMatching(/does not include mcp-session-id/),
    ]);
  });

  it('says so when a preflight is needed and none was answered', () => {
    expect(corsVerdict(facts({ preflight: undefined })).problem).toMatch(/No answer to the CORS preflight/);
  });
});

describe('unsafeHeaderNames', () => {
  it('lowercases, sorts and dedupes, leaving out safelisted headers', () => {
    expect(
      unsafeHeaderNames([
        ...mcpHeaders,
        { name: 'X-B', value: '1' },
        { name: 'x-b', value: '2' },
        { name: 'Accept-Language', value: 'en' },
      ]),
    ).toEqual(['content-type', 'mcp-protocol-version', 'mcp-session-id', 'x-b']);
    expect(unsafeHeaderNames([{ name: 'Accept', value: 'text/{weird}' }])).toEqual(['accept']);
  });
});

describe('headerList', () => {
  it('splits on commas and trims', () => {
    expect(headerList(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
    expect(headerList(undefined)).toEqual([]);
  });
});
