import { isRecord } from '../lib/guards.ts';
import { batchFindings, batchItemFinding } from '../diagnose/batch-rules.ts';
import { envelopeFindings } from '../diagnose/envelope-rules.ts';
import { findingsText, flags, mergeFindings, type Finding } from '../diagnose/finding.ts';
import { ProtocolView, type ConnectionDescription } from '../diagnose/protocol-view.ts';
import { classifyText, classifyValue, notJsonFinding, type FrameKind } from '../jsonrpc/classify.ts';
import { batchItemTexts } from './batch-items.ts';
import { isFrame, MESSAGE_KINDS, notFrame, type Judged } from './not-frame.ts';
import type { WireInput } from './wire-entry.ts';
import type { PairingFacts, WirePairing } from './wire-pairing.ts';

export type { Judged } from './not-frame.ts';

/** One item of a batch, ready to be written as a frame of its own. */
export interface BatchItem {
  frame: Pick<WireInput, 'kind' | 'method' | 'id' | 'raw' | 'value'>;
  findings: Finding[];
}

/** Text longer than this that is not JSON is not parsed again just to quote the parser. */
const REPARSE_LIMIT = 1 << 20;

/**
 * The log's judge: pairs each frame and runs the protocol rules over it,
 * with one ProtocolView per connection. Cheap per frame (property reads and
 * map lookups), and it never throws: a rule that fails costs its findings,
 * never the entry.
 */
export class FrameFindings {
  readonly #views = new Map<number, ProtocolView>();
  readonly #pairing: WirePairing;

  constructor(pairing: WirePairing) {
    this.#pairing = pairing;
  }

  describe(connection: number, description: ConnectionDescription): void {
    this.#view(connection).describe(description);
  }

  revisionOf(connection: number): string | undefined {
    return this.#views.get(connection)?.revision;
  }

  /** One entry: a frame (or an item of a batch, with the item's own findings in `extra`), or anything else the log keeps. */
  single(input: WireInput, seq: number, extra?: readonly Finding[]): Judged {
    if (!isFrame(input)) return notFrame(input);
    const view = this.#view(input.connection);
    let facts: PairingFacts = {};
    try {
      facts = this.#pairing.pair(input, seq, view.revision);
    } catch {
      // Pairing facts are lost for this frame; the frame is kept.
    }
    const { findings: pairingFindings, ...pairingFacts } = facts;
    let own: Finding[] = [];
    try {
      const envelope = extra?.length ? [] : envelopeOf(input, view.revision);
      // An app's channel is not the server's protocol: its own rules came with it (in `input.findings`).
      const protocol = input.app
        ? []
        : view.check({
            direction: input.direction as 'in' | 'out',
            kind: input.kind as FrameKind,
            method: pairingFacts.method ?? input.method,
            id: input.id,
            value: input.value,
          });
      own = [...envelope, ...(pairingFindings ?? []), ...protocol];
    } catch {
      own = [...(pairingFindings ?? [])];
    }
    const findings = mergeFindings(input.findings, leftover(input), extra, own);
    return { facts: pairingFacts, findings, ...problemOf(findings) };
  }

  /** A batch's own findings, and its items ready to be written. Never throws. */
  batch(input: WireInput): { findings: Finding[]; problem?: string; items: BatchItem[] } {
    let items: unknown[] = [];
    try {
      items = Array.isArray(input.value) ? input.value : parsedArray(input.raw);
    } catch {
      items = [];
    }
    const texts = batchItemTexts(input.raw, items.length) ?? items.map(safeStringify);
    const revision = this.#view(input.connection).revision;
    const answersOnly =
      items.length > 0 &&
      items.every((item) => isRecord(item) && !('method' in item) && ('result' in item || 'error' in item));
    const findings = mergeFindings(input.findings, leftover(input), batchFindings(items.length, revision, answersOnly));
    return {
      findings,
      ...problemOf(findings),
      items: items.map((value, index) => {
        const classified = classifyValue(value);
        const finding = batchItemFinding(value, index);
        const frame: BatchItem['frame'] = { kind: classified.kind, raw: texts[index] ?? '', value };
        if (classified.method !== undefined) frame.method = classified.method;
        if (classified.id !== undefined) frame.id = classified.id;
        return { frame, findings: finding ? [finding] : [] };
      }),
    };
  }

  #view(connection: number): ProtocolView {
    let view = this.#views.get(connection);
    if (!view) {
      view = new ProtocolView();
      this.#views.set(connection, view);
    }
    return view;
  }
}

/** A log's judge (WireLogCore's `judgeWith`): the protocol's rules over the log's own pairing. */
export const judgeFrames = (pairing: WirePairing): FrameFindings => new FrameFindings(pairing);

/** JSON-RPC's envelope rules, or why the text is not JSON at all. */
function envelopeOf(input: WireInput, revision: string | undefined): Finding[] {
  if (input.kind === 'invalid-json') return [notJson(input)];
  if (input.value === undefined || !MESSAGE_KINDS.has(input.kind)) return [];
  return envelopeFindings(input.value, revision);
}

function notJson(input: WireInput): Finding {
  const finding =
    input.raw.length <= REPARSE_LIMIT
      ? (classifyText(input.raw).findings?.[0] ?? notJsonFinding(input.raw))
      : notJsonFinding(input.raw);
  if (finding.rule !== 'not-json' || input.direction !== 'in') return finding;
  if (input.exchange !== undefined || input.sse !== undefined)
    return { ...finding, source: 'Streamable HTTP', message: `not JSON: ${finding.message}` };
  return {
    ...finding,
    source: 'stdio transport',
    message: `stdout must carry only MCP messages; this line is not JSON (${finding.message})`,
  };
}

/**
 * What the transport said in `problem` beyond what classifying the frame
 * says (the log judges that itself): an encoding fault, say. Kept as a
 * finding, unless a finding the transport gave already says it.
 */
function leftover(input: WireInput): Finding[] {
  const said = input.problem;
  if (!said) return [];
  const classified = classifiedProblem(input);
  let rest = said;
  if (classified) {
    if (rest === classified) rest = '';
    else if (rest.endsWith(`; ${classified}`)) rest = rest.slice(0, -classified.length - 2);
    else if (rest.startsWith(`${classified}; `)) rest = rest.slice(classified.length + 2);
  }
  if (!rest || input.findings?.some((finding) => rest.includes(finding.message))) return [];
  const source = input.exchange !== undefined || input.sse !== undefined ? 'Streamable HTTP' : 'stdio transport';
  return [{ rule: 'transport-problem', severity: 'warning', pointer: '', source, message: rest }];
}

/** The problem text classify() gave this frame, which the transport may have passed on. */
function classifiedProblem(input: WireInput): string | undefined {
  if (input.kind === 'invalid-json')
    return input.raw.length <= REPARSE_LIMIT ? classifyText(input.raw).problem : undefined;
  if (input.kind === 'batch' || input.value === undefined) return undefined;
  return classifyValue(input.value).problem;
}

/** The entry's one line: what flags it (an info finding only tells, and is not a problem). */
function problemOf(findings: readonly Finding[]): { problem?: string } {
  const text = findingsText(findings.filter(flags));
  return text ? { problem: text } : {};
}

function parsedArray(raw: string): unknown[] {
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value) ? value : [];
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
