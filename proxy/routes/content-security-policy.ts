/**
 * The page's CSP: scripts and styles only from us (the Vite build emits
 * files, React needs no eval), WebSockets to our bridge, and plain HTTP(S)
 * because the page talks to HTTP MCP servers directly.
 */
export function contentSecurityPolicy(port: number): string {
  const bridges = ['127.0.0.1', 'localhost', '[::1]'].map((host) => `ws://${host}:${port}`);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${bridges.join(' ')} http: https:`,
    "img-src 'self' data: blob: https: http:",
    'media-src data: blob:',
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
