import type { Finding } from '../diagnose/finding.ts';
import { snapshotRules } from '../diagnose/rules/snapshot.ts';
import { isRecord } from '../lib/guards.ts';
import type { WireEntry } from '../wire/wire-entry.ts';
import {
  sectionSpecs,
  serverName,
  snapshotSections,
  type ServerSnapshot,
  type SnapshotSection,
  type SnapshotServer,
} from './snapshot.ts';

const SERVER_INFO_META_KEY = 'io.modelcontextprotocol/serverInfo';
const PROTOCOL_VERSION_META_KEY = 'io.modelcontextprotocol/protocolVersion';
const handshakeMethods = new Set(['initialize', 'server/discover']);

export interface LogSnapshotOptions {
  /** The connection to read; the last one that completed a handshake when absent. */
  connection?: number;
  /** Said after the server's name; `connection N` when absent. */
  label?: string;
  /** An entry's whole text, for a log that keeps only the start of older payloads in memory; `raw` when absent. */
  readText?: (entry: WireEntry) => string | Promise<string>;
}

/** The connections of a log whose server answered the handshake (initialize or server/discover), oldest first. */
export function snapshotConnections(entries: readonly WireEntry[]): number[] {
  const connections = new Set<number>();
  for (const entry of entries)
    if (isAnswer(entry) && handshakeMethods.has(entry.method!)) connections.add(entry.connection);
  return [...connections];
}

/**
 * A snapshot read from the frames of a log, live or imported: the server's
 * identity and capabilities from its answer to initialize (or
 * server/discover), and each list from the last time it was asked for in
 * full (a first page and the pages that followed it). Undefined when the
 * connection has no handshake answer.
 */
export async function snapshotFromLog(
  entries: readonly WireEntry[],
  options: LogSnapshotOptions = {},
): Promise<ServerSnapshot | undefined> {
  const connection = options.connection ?? snapshotConnections(entries).at(-1);
  if (connection === undefined) return undefined;
  const findings: Finding[] = [];
  const readText = options.readText ?? ((entry: WireEntry) => entry.raw);
  let handshake: { entry: WireEntry; result: Record<string, unknown> } | undefined;
  const lists = new Map<SnapshotSection, unknown[]>();
  let takenAt = 0;
  for (const entry of entries) {
    if (entry.connection !== connection || !isAnswer(entry)) continue;
    if (handshakeMethods.has(entry.method!)) {
      const result = resultOf(entry, await readText(entry), findings);
      if (result) handshake = { entry, result };
      continue;
    }
    const section = snapshotSections.find((name) => sectionSpecs[name].method === entry.method);
    if (!section) continue;
    const result = resultOf(entry, await readText(entry), findings);
    if (!result) continue;
    const page = result[sectionSpecs[section].key];
    if (!Array.isArray(page)) {
      const member = sectionSpecs[section].key;
      findings.push(
        unreadable(`/result/${member}`, `entry ${entry.seq + 1}: ${entry.method} result has no "${member}" array`),
      );
      continue;
    }
    // A request without a cursor starts the list again; one with a cursor adds a page to it.
    const continues = cursorOf(entry.requestSeq === undefined ? undefined : entries[entry.requestSeq]) !== undefined;
    const items = continues ? (lists.get(section) ?? []) : [];
    for (const item of page) items.push(item);
    lists.set(section, items);
    takenAt = Math.max(takenAt, entry.t);
  }
  if (!handshake) return undefined;
  takenAt = Math.max(takenAt, handshake.entry.t);
  const server = readServer(handshake.entry, handshake.result, entries);
  const origin = options.label ?? `connection ${connection}`;
  return {
    label: `${serverName(server)} · ${origin}`,
    origin,
    takenAt,
    source: 'log',
    server,
    capabilities: handshake.result.capabilities,
    ...Object.fromEntries(
      snapshotSections.filter((section) => lists.has(section)).map((section) => [section, lists.get(section)]),
    ),
    findings,
  };
}

function readServer(entry: WireEntry, result: Record<string, unknown>, entries: readonly WireEntry[]): SnapshotServer {
  if (entry.method === 'initialize') {
    return {
      info: result.serverInfo,
      protocolVersion: typeof result.protocolVersion === 'string' ? result.protocolVersion : undefined,
      instructions: result.instructions,
    };
  }
  // 2026-07-28: who the server is rides in the result's _meta; the revision, in the request's.
  const meta = isRecord(result._meta) ? result._meta : {};
  const request = entry.requestSeq === undefined ? undefined : parse(entries[entry.requestSeq]?.raw);
  const requestMeta =
    isRecord(request) && isRecord(request.params) && isRecord(request.params._meta) ? request.params._meta : {};
  const version = requestMeta[PROTOCOL_VERSION_META_KEY];
  return {
    info: meta[SERVER_INFO_META_KEY] ?? result.serverInfo,
    protocolVersion: typeof version === 'string' ? version : undefined,
    instructions: result.instructions,
  };
}

function isAnswer(entry: WireEntry): boolean {
  return entry.direction === 'in' && entry.kind === 'result' && entry.method !== undefined;
}

function resultOf(entry: WireEntry, text: string, findings: Finding[]): Record<string, unknown> | undefined {
  const frame = parse(text);
  if (isRecord(frame) && isRecord(frame.result)) return frame.result;
  findings.push(unreadable('/result', `entry ${entry.seq + 1}: the ${entry.method} result could not be read`));
  return undefined;
}

/** The server's answer in the log, as the snapshot could not read it; `at` is in the answer's frame. */
function unreadable(at: string, message: string): Finding {
  const rule = 'snapshot-result-unreadable';
  return { rule, severity: snapshotRules[rule].severity, pointer: at, source: 'MCP', message };
}

function cursorOf(request: WireEntry | undefined): string | undefined {
  const frame = parse(request?.raw);
  const cursor = isRecord(frame) && isRecord(frame.params) ? frame.params.cursor : undefined;
  return typeof cursor === 'string' ? cursor : undefined;
}

function parse(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
