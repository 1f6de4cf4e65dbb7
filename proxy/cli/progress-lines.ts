import type { RequestProgress } from '../../shared/session/send-request.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';

/** A progress notification as one line on stderr: `progress 3/10 message`. */
export function progressLine({ progress, total, message }: RequestProgress): string {
  return `progress ${progress}${total !== undefined ? `/${total}` : ''}${message ? ` ${message}` : ''}`;
}

/** What progressLines reads: the wire log, as it grows. */
export interface GrowingLog {
  entries(): readonly WireEntry[];
  subscribe(listener: () => void): () => void;
}

/**
 * Prints each progress notification for a token the CLI sent, as it comes,
 * read from the wire log rather than from the SDK: the SDK drops one that
 * arrives in the same read as the request's answer (the last step of a
 * tool, often). Returns what stops watching.
 */
export function printProgress(log: GrowingLog, print: (line: string) => void): () => void {
  const tokens = new Set<string>();
  let next = 0;
  const read = () => {
    const entries = log.entries();
    for (; next < entries.length; next++) {
      const entry = entries[next]!;
      if (entry.kind !== 'request' && entry.kind !== 'notification') continue;
      const params = paramsOf(entry);
      if (entry.direction === 'out' && entry.kind === 'request') {
        const token = (params?._meta as { progressToken?: unknown } | undefined)?.progressToken;
        if (token !== undefined) tokens.add(JSON.stringify(token));
      } else if (
        entry.direction === 'in' &&
        entry.method === 'notifications/progress' &&
        params &&
        tokens.has(JSON.stringify(params.progressToken)) &&
        typeof params.progress === 'number'
      ) {
        print(
          progressLine({
            progress: params.progress,
            ...(typeof params.total === 'number' ? { total: params.total } : {}),
            ...(typeof params.message === 'string' ? { message: params.message } : {}),
          }),
        );
      }
    }
  };
  read();
  return log.subscribe(read);
}

function paramsOf(entry: WireEntry): Record<string, unknown> | undefined {
  if (entry.spilled) return undefined;
  try {
    const params = (JSON.parse(entry.raw) as { params?: unknown }).params;
    return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
