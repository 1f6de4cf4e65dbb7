import { silenceFraming } from '../../shared/bridge/stdio-pipe.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import type { CliTarget } from './cli-options.ts';

const JSON_RPC_KINDS = new Set<WireEntry['kind']>(['request', 'notification', 'result', 'error', 'batch']);

/**
 * For a stdio server that did not answer and wrote nothing readable as
 * JSON-RPC: the exact option to try, as the page's framing hint names it
 * (Content-Length while lines were written, newline while Content-Length was).
 */
export function framingAdvice(
  target: CliTarget,
  failure: string | undefined,
  entries: readonly WireEntry[],
): string | undefined {
  if (target.kind !== 'stdio' || failure === undefined || !failure.includes('did not answer')) return undefined;
  if (entries.some((entry) => entry.direction === 'in' && JSON_RPC_KINDS.has(entry.kind))) return undefined;
  const framing = silenceFraming({ writing: target.framing === 'content-length' ? 'content-length' : 'newline' });
  return framing === 'content-length'
    ? 'If this server reads Content-Length frames (LSP style), run again with --framing content-length'
    : "If this server reads newline-delimited JSON (MCP's stdio framing), run again with --framing newline";
}
