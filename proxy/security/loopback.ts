/**
 * Which names the proxy answers to. It listens on loopback only, and a page
 * from anywhere else must not reach it: a foreign Host header means DNS
 * rebinding, a foreign Origin means another site's page.
 */

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'] as const;

/** What `--host` may be, mapped to the address to bind and the name for URLs. */
export function loopbackListenAddress(host: string): { bind: string; urlHost: string } | undefined {
  switch (host.toLowerCase()) {
    case '127.0.0.1':
      return { bind: '127.0.0.1', urlHost: '127.0.0.1' };
    case 'localhost':
      return { bind: '127.0.0.1', urlHost: 'localhost' };
    case '::1':
    case '[::1]':
      return { bind: '::1', urlHost: '[::1]' };
    default:
      return undefined;
  }
}

/** Host header values we answer to, such as `127.0.0.1:6280`. */
export function allowedHosts(port: number): string[] {
  const withPort = loopbackNames.map((name) => `${name}:${port}`);
  // Browsers leave out the default port.
  return port === 80 ? [...withPort, ...loopbackNames] : withPort;
}

/** Origins of our own page, such as `http://127.0.0.1:6280`. */
export function allowedOrigins(port: number): string[] {
  return loopbackNames.map((name) => (port === 80 ? `http://${name}` : `http://${name}:${port}`));
}

/** Why a Host header is refused, or undefined when it is ours. */
export function hostProblem(host: string | null | undefined, port: number): string | undefined {
  if (host && allowedHosts(port).includes(host.toLowerCase())) return undefined;
  return `Host ${JSON.stringify(host ?? '')} is not allowed: mcp-loupe answers only to ${allowedHosts(port).slice(0, 3).join(', ')}`;
}

/** Why an Origin is refused, or undefined when it is absent or ours. */
export function originProblem(origin: string | null | undefined, port: number): string | undefined {
  if (origin === undefined || origin === null) return undefined;
  if (allowedOrigins(port).includes(origin)) return undefined;
  return `Origin ${JSON.stringify(origin)} is not allowed: only mcp-loupe's own page (${allowedOrigins(port)[0]}) may call it`;
}
