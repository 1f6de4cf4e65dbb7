import type { IncomingMessage } from 'node:http';
import { isForbiddenInBrowser } from '../../shared/http/forbidden-headers.ts';
import type { HeaderEntry } from '../../shared/http/http-target.ts';
import type { ReachReport } from '../../shared/http/reach-report.ts';
import type { ConnectOptions } from './connect-upstream.ts';
import { corsVerdict, unsafeHeaderNames } from './cors-check.ts';
import { requestUpstream } from './upstream.ts';

export interface ReachInput {
  url: URL;
  /** The person's own headers for this server. */
  headers: HeaderEntry[];
  /** The page's origin, sent as Origin the way its browser would. */
  inspectorOrigin: string;
}

/** The body of the probing POST: a JSON-RPC ping any MCP server may answer. */
export const REACH_PING = '{"jsonrpc":"2.0","id":"mcp-loupe-reach","method":"ping"}';

/** What the page's MCP client sends on a POST, besides the person's headers. */
const clientHeaders: HeaderEntry[] = [
  { name: 'Content-Type', value: 'application/json' },
  { name: 'Accept', value: 'application/json, text/event-stream' },
  { name: 'MCP-Protocol-Version', value: '2025-06-18' },
  { name: 'Mcp-Session-Id', value: 'mcp-loupe-reach' },
];

const unchecked = { ok: false, problem: 'CORS was not checked: the proxy could not reach the server either.' };

function header(response: IncomingMessage, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** An object without its undefined members, so the JSON says only what was there. */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as T;
}

/**
 * Why a page's fetch of a URL failed, found from the proxy: the CORS
 * preflight a browser would send, then a plain POST of a ping with the
 * page's Origin. The server is either unreachable (and the failure says
 * why), or reachable with the CORS rule the browser breaks on, if any.
 * Bodies are not read: the heads say enough.
 */
export async function probeReach(input: ReachInput, options: ConnectOptions): Promise<ReachReport> {
  const { url, inspectorOrigin } = input;
  // A browser drops forbidden headers without a word, so they count for nothing here either.
  const personal = input.headers.filter(({ name }) => !isForbiddenInBrowser(name));
  const overridden = new Set(personal.map(({ name }) => name.toLowerCase()));
  const sent = [...clientHeaders.filter(({ name }) => !overridden.has(name.toLowerCase())), ...personal];

  const preflightHeaders: [string, string][] = [
    ['Origin', inspectorOrigin],
    ['Access-Control-Request-Method', 'POST'],
  ];
  // As a browser lists them: safelisted ones (Accept) left out, which strict servers would otherwise refuse.
  const requested = unsafeHeaderNames(sent);
  if (requested.length > 0) preflightHeaders.push(['Access-Control-Request-Headers', requested.join(',')]);
  const preflight = await requestUpstream({ url, method: 'OPTIONS', headers: preflightHeaders }, options);
  if (!preflight.ok) return { reachable: false, error: preflight.failure, cors: unchecked };
  preflight.response.destroy();
  const preflightFacts = present({
    status: preflight.response.statusCode ?? 0,
    allowOrigin: header(preflight.response, 'access-control-allow-origin'),
    allowMethods: header(preflight.response, 'access-control-allow-methods'),
    allowHeaders: header(preflight.response, 'access-control-allow-headers'),
    allowCredentials: header(preflight.response, 'access-control-allow-credentials'),
  });

  const post = await requestUpstream(
    {
      url,
      method: 'POST',
      headers: [['Origin', inspectorOrigin], ...sent.map(({ name, value }): [string, string] => [name, value])],
      body: REACH_PING,
    },
    options,
  );
  if (!post.ok) return { reachable: false, error: post.failure, preflight: preflightFacts, cors: unchecked };
  post.response.destroy();
  const responseFacts = present({
    status: post.response.statusCode ?? 0,
    contentType: header(post.response, 'content-type'),
    allowOrigin: header(post.response, 'access-control-allow-origin'),
    exposeHeaders: header(post.response, 'access-control-expose-headers'),
  });
  const cors = corsVerdict({
    origin: inspectorOrigin,
    method: 'POST',
    headers: sent,
    preflight: preflightFacts,
    response: { ...responseFacts, allowCredentials: header(post.response, 'access-control-allow-credentials') },
    mustRead: ['mcp-session-id'],
  });
  return { reachable: true, preflight: preflightFacts, response: responseFacts, cors };
}
