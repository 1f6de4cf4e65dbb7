import { readFileSync } from 'node:fs';

/**
 * Sockets on this local port in CLOSE-WAIT: the peer has ended the
 * connection and the process holding it has not read that far (Linux:
 * /proc/net/tcp and tcp6). Undefined where there is no /proc.
 */
export function closeWaitSockets(port: number): number | undefined {
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      if (table.endsWith('6')) continue;
      return undefined;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // Columns: sl, local address (hex IP:hex port), remote address, state (08 is CLOSE_WAIT).
      if (local && state === '08' && parseInt(local.split(':')[1] ?? '', 16) === port) count++;
    }
  }
  return count;
}
