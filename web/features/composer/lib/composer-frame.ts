import { isRecord } from '../../../../shared/lib/guards.ts';
import { findJsonSyntaxError } from '../../../../shared/schema-form/json-error-position.ts';
import { findMethod, methodsFor, paramsTemplateFor, type MethodSpec } from '../../../../shared/protocol/catalogue.ts';
import { isStatelessRevision } from '../../../../shared/protocol/revisions.ts';
import type { WireEntry } from '../../../../shared/wire/wire-entry.ts';

/** What a revision lets the inspector, as the client, send: requests first, then notifications, each by name. */
export function clientMethods(revision: string): MethodSpec[] {
  return methodsFor(revision)
    .filter((spec) => spec.from !== 'server')
    .sort((a, b) => (a.kind === b.kind ? a.method.localeCompare(b.method) : a.kind === 'request' ? -1 : 1));
}

/**
 * A frame to start from for `method`: a request with a fresh id, or a
 * notification, with the catalogue's params template. A method the
 * revision does not define is a request with empty params. On 2026-07-28,
 * where every request carries the protocol version and the client's
 * identity in `_meta`, the envelope the inspector's own requests carry.
 */
export function frameFor(
  method: string,
  revision: string,
  nextId: () => string,
  envelope?: Record<string, unknown>,
): string {
  const spec = findMethod(method, revision);
  const template = spec ? paramsTemplateFor(method, revision) : {};
  const notification = spec?.kind === 'notification';
  const params =
    !notification && envelope && isStatelessRevision(revision) ? { ...template, _meta: { ...envelope } } : template;
  const frame = { jsonrpc: '2.0', ...(notification ? {} : { id: nextId() }), method, ...(params ? { params } : {}) };
  return JSON.stringify(frame, null, 2);
}

/** The `_meta` members MCP defines that the inspector's last request on `connection` carried (2026-07-28's per-request envelope). */
export function lastEnvelope(entries: readonly WireEntry[], connection: number): Record<string, unknown> | undefined {
  for (let index = entries.length - 1, looked = 0; index >= 0 && looked < 2000; index--, looked++) {
    const entry = entries[index]!;
    if (entry.connection !== connection || entry.direction !== 'out' || entry.kind !== 'request' || entry.spilled)
      continue;
    const meta = parsed(entry.raw)?.params;
    const members =
      isRecord(meta) && isRecord(meta._meta)
        ? Object.entries(meta._meta).filter(
            ([key]) => key.startsWith('io.modelcontextprotocol/') && key !== 'io.modelcontextprotocol/related-task',
          )
        : [];
    if (members.length) return Object.fromEntries(members);
  }
  return undefined;
}

/** The message box's text as a value to send, or why it cannot be sent. */
export function readMessage(text: string): { value: unknown } | { problem: string } {
  if (!text.trim()) return { problem: 'Write a JSON-RPC message first' };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const found = findJsonSyntaxError(text);
    if (!found) return { problem: `Not JSON: ${(error as Error).message}` };
    const before = text.slice(0, found.offset);
    const line = before.split('\n').length;
    const column = found.offset - before.lastIndexOf('\n');
    return { problem: `Not JSON: ${found.message} at line ${line}, column ${column}` };
  }
}

/** The message with its `method` replaced, when it is one frame that parses; otherwise undefined. */
export function withMethod(text: string, method: string): string | undefined {
  const value = parsed(text);
  if (!value || typeof value.method !== 'string') return undefined;
  return JSON.stringify({ ...value, method }, null, 2);
}

function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
