/**
 * Whether anything accepts a TCP connection at a URL's host and port, as
 * the proxy found it (POST /api/listening): no HTTP request is made, so the
 * server sees no MCP traffic and its log nothing but an opened and closed
 * connection. `refused` is the one conclusive answer that the server is
 * gone; a timeout or a DNS failure says only that the check could not tell.
 */
export type ListeningReport = { listening: true } | { listening: false; code: string; message: string };

export type ListeningProbe = (url: string) => Promise<ListeningReport>;

/** Whether a report says for certain that nothing listens (the port refused the connection). */
export function nothingListens(report: ListeningReport): boolean {
  return !report.listening && report.code === 'ECONNREFUSED';
}
