import { parseTargetUrl } from '../relay/target-url.ts';
import { outcome, type CheckInput, type CheckOutcome } from './doctor-check.ts';

/** `http://host:3000` (no path), as opposed to `http://host:3000/`. */
function hasNoPath(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([?#]|$)/i.test(text.trim());
}

/** Check 1: the URL parses, is http or https, and where its path points. */
export async function checkUrl({ request }: CheckInput): Promise<CheckOutcome> {
  const parsed = parseTargetUrl(request.url, 'The URL');
  if (!parsed.ok) {
    return {
      check: outcome('url', 'fail', `${parsed.error}.`),
      facts: { blocked: 'the URL cannot be used' },
      verdict: `${parsed.error}.`,
    };
  }
  const { url } = parsed;
  const secure = url.protocol === 'https:';
  const port = Number(url.port) || (secure ? 443 : 80);
  const evidence = {
    scheme: url.protocol.slice(0, -1),
    host: url.hostname,
    port,
    path: url.pathname,
    query: url.search !== '',
    transport: request.transport,
  };
  const streamable = request.transport !== 'sse';
  if (hasNoPath(request.url) || (streamable && url.pathname === '/')) {
    const where = hasNoPath(request.url) ? 'The URL has no path' : "The URL's path is /";
    return {
      check: outcome('url', 'warn', `${where}: MCP endpoints are usually /mcp (legacy SSE ones /sse).`, evidence),
      facts: { url },
    };
  }
  return {
    check: outcome(
      'url',
      'pass',
      `${url.protocol.slice(0, -1)} to ${url.hostname} port ${port}, path ${url.pathname}.`,
      evidence,
    ),
    facts: { url },
  };
}
