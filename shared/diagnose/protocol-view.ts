import { isRecord } from '../lib/guards.ts';
import type { FrameKind, JsonRpcId } from '../protocol/message-kinds.ts';
import { PROTOCOL_REVISIONS } from '../protocol/revisions.ts';
import { capabilityFindings } from './capability-rules.ts';
import { errorCodeFindings } from './error-code-rules.ts';
import type { Finding } from './finding.ts';
import { metaKeyFindings } from './meta-rules.ts';
import { methodFindings } from './method-rules.ts';
import { revisionFindings } from './revision-rules.ts';
import { toolHeaderFindings } from './tool-header-rules.ts';
import { protocolVersionFindings } from './version-rules.ts';

/** What the session can tell the log about a connection that the frames may not show (or not yet). */
export interface ConnectionDescription {
  /** The revision the session speaks, once negotiated: it wins over what the frames suggest. */
  revision?: string;
  /** The revisions the client accepts: the one pinned, or every one it knows. */
  supportedRevisions?: readonly string[];
  /** The capabilities the client declares (its settings). */
  clientCapabilities?: unknown;
  /** The capabilities the server declared. */
  serverCapabilities?: unknown;
}

/** One JSON-RPC frame as the protocol rules read it; for a response, `method` is the method of the request it answers. */
export interface ViewFrame {
  direction: 'in' | 'out';
  kind: FrameKind;
  method?: string;
  id?: JsonRpcId;
  value?: unknown;
}

const PROTOCOL_VERSION_META = 'io.modelcontextprotocol/protocolVersion';
const CLIENT_CAPABILITIES_META = 'io.modelcontextprotocol/clientCapabilities';

/**
 * One connection as the protocol rules see it: which revision is spoken
 * (the initialize exchange, the 2026-07-28 request envelope, or what the
 * session states), and what each side declared. It learns from the frames
 * as they pass and judges each against what it knows at that moment.
 */
export class ProtocolView {
  #stated: string | undefined;
  #negotiated: string | undefined;
  #requested: string | undefined;
  #supported: readonly string[] = PROTOCOL_REVISIONS;
  #client: unknown;
  #server: unknown;
  /** Set once an initialize or server/discover succeeded: until then, a refused server/discover is the inspector's probe. */
  #opened = false;

  /** The revision rules are judged by: stated by the session, else negotiated on the wire, else asked for. */
  get revision(): string | undefined {
    return this.#stated ?? this.#negotiated ?? this.#requested;
  }

  describe(description: ConnectionDescription): void {
    if (description.revision !== undefined) this.#stated = description.revision;
    if (description.supportedRevisions !== undefined) this.#supported = description.supportedRevisions;
    if (description.clientCapabilities !== undefined) this.#client = description.clientCapabilities;
    if (description.serverCapabilities !== undefined) this.#server = description.serverCapabilities;
  }

  check(frame: ViewFrame): Finding[] {
    const message = isRecord(frame.value) ? frame.value : undefined;
    if (frame.kind === 'request' || frame.kind === 'notification') return this.#message(frame, message);
    if (frame.kind === 'result' || frame.kind === 'error') return this.#response(frame, message);
    return [];
  }

  #message(frame: ViewFrame, message: Record<string, unknown> | undefined): Finding[] {
    const method = frame.method;
    if (method === undefined) return [];
    const params = isRecord(message?.params) ? message.params : undefined;
    const meta = params?._meta;
    if (frame.direction === 'out') this.#learnFromRequest(method, params, meta);
    const sender = frame.direction === 'out' ? 'client' : 'server';
    const kind = frame.kind === 'request' ? 'request' : 'notification';
    const revision = this.revision;
    const findings = methodFindings({ method, kind, sender }, revision);
    findings.push(...capabilityFindings(method, sender, revision, { client: this.#client, server: this.#server }));
    if (meta !== undefined) findings.push(...metaKeyFindings(meta, ['params', '_meta'], revision));
    return findings;
  }

  #learnFromRequest(method: string, params: Record<string, unknown> | undefined, meta: unknown): void {
    if (method === 'initialize') {
      if (typeof params?.protocolVersion === 'string') this.#requested = params.protocolVersion;
      this.#negotiated = undefined;
      if (isRecord(params?.capabilities)) this.#client = params.capabilities;
      return;
    }
    // 2026-07-28 requests carry the revision and the client's capabilities; the discover probe's says what is hoped for, not what is spoken.
    if (!isRecord(meta) || method === 'server/discover') return;
    if (typeof meta[PROTOCOL_VERSION_META] === 'string') this.#negotiated = meta[PROTOCOL_VERSION_META];
    if (isRecord(meta[CLIENT_CAPABILITIES_META])) this.#client = meta[CLIENT_CAPABILITIES_META];
  }

  #response(frame: ViewFrame, message: Record<string, unknown> | undefined): Finding[] {
    const method = frame.method;
    const findings: Finding[] = [];
    if (frame.kind === 'error') {
      const error = isRecord(message?.error) ? message.error : undefined;
      if (method === 'server/discover' && frame.direction === 'in' && !this.#opened) {
        findings.push({
          rule: 'revision-probe-declined',
          severity: 'info',
          pointer: '/error',
          source: '2026-07-28',
          message:
            'the server does not take server/discover: it speaks a revision before 2026-07-28, so the inspector goes on with initialize',
        });
        return findings;
      }
      findings.push(...errorCodeFindings(error?.code, this.revision));
      return findings;
    }
    const result = message?.result;
    if (frame.direction === 'in' && method === 'initialize' && isRecord(result)) {
      findings.push(...protocolVersionFindings(result.protocolVersion, this.#requested, this.#supported));
      if (
        typeof result.protocolVersion === 'string' &&
        (result.protocolVersion === this.#requested || this.#supported.includes(result.protocolVersion))
      ) {
        this.#negotiated = result.protocolVersion;
      }
      if (isRecord(result.capabilities)) this.#server = result.capabilities;
      this.#opened = true;
    } else if (frame.direction === 'in' && method === 'server/discover' && isRecord(result)) {
      if (isRecord(result.capabilities)) this.#server = result.capabilities;
      this.#opened = true;
    }
    if (isRecord(result)) {
      findings.push(...revisionFindings(method, result, this.revision));
      if (method === 'tools/list' && frame.direction === 'in')
        findings.push(...toolHeaderFindings(result, this.revision));
      if (result._meta !== undefined)
        findings.push(...metaKeyFindings(result._meta, ['result', '_meta'], this.revision));
    }
    return findings;
  }
}
