import { secondConnectionOpener, type OpenConnection } from '../../../../shared/checkup/fresh-connection.ts';
import type { HttpEnvironment } from '../../../../shared/session/connect-target.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { bridgeUrl, proxyToken } from '../../../lib/api.ts';
import { httpEnvironment } from '../../../lib/http-environment.ts';

/** The checkup's own way to URLs, made once (each origin gets one frame). */
let checkupHttp: { token: string; environment: HttpEnvironment } | undefined;

function pageHttp(token: string): HttpEnvironment {
  if (checkupHttp?.token !== token) checkupHttp = { token, environment: httpEnvironment(token) };
  return checkupHttp.environment;
}

/**
 * A second connection to the server being checked, for the version check:
 * a stdio server is started again through the proxy's bridge; a server
 * behind a URL is reached again as the session reaches it (straight, or
 * through the proxy's relay).
 */
export function pageConnectionOpener(session: McpSession): OpenConnection | undefined {
  const token = proxyToken();
  return secondConnectionOpener(session, { bridgeUrl: bridgeUrl(token), http: pageHttp(token) });
}
