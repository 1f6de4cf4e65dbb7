import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { envelopeFindings } from '../diagnose/envelope-rules.ts';
import type { Finding } from '../diagnose/finding.ts';
import { metaKeyFindings } from '../diagnose/meta-rules.ts';
import { methodFindings } from '../diagnose/method-rules.ts';
import { ProtocolView } from '../diagnose/protocol-view.ts';
import { classifyText, classifyValue } from '../jsonrpc/classify.ts';
import { PROTOCOL_REVISIONS } from '../protocol/revisions.ts';
import { WireLog } from './wire-log.ts';

/** Random, truncated and hostile frames: the classifier, the rules and the log take them all, and throw at none. */

const methods = fc.oneof(
  fc.constantFrom(
    'initialize',
    'notifications/initialized',
    'server/discover',
    'tools/call',
    'tools/list',
    'notifications/progress',
    'notifications/cancelled',
    'notifications/message',
    'resources/updated',
    'sampling/createMessage',
    'tasks/get',
    'rpc.x',
    '__proto__',
    'constructor',
    'toString',
    '',
  ),
  fc.string({ maxLength: 30 }),
);
const ids = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(null, 1.5, true, {}, [], '__proto__', Number.MAX_SAFE_INTEGER),
);
const metaKeys = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'my key',
    '-lead',
    'io.modelcontextprotocol/x',
    'mcp/x',
    'a/b/c',
    '__proto__',
    'progressToken',
    'io.modelcontextprotocol/protocolVersion',
  ),
  fc.string({ maxLength: 20 }),
);
const anything = fc.jsonValue({ maxDepth: 3 });
const meta = fc.dictionary(metaKeys, anything, { maxKeys: 5 });
const params = fc.oneof(
  anything,
  fc.record(
    {
      _meta: fc.oneof(meta, fc.record({ progressToken: ids }), anything),
      progressToken: ids,
      progress: fc.oneof(fc.double(), fc.integer(), anything),
      requestId: ids,
      protocolVersion: fc.oneof(fc.constantFrom(...PROTOCOL_REVISIONS, '', '2099-01-01'), anything),
      capabilities: fc.oneof(fc.constant({ tools: { listChanged: true }, logging: {} }), anything),
    },
    { requiredKeys: [] },
  ),
);
const message = fc.record(
  {
    jsonrpc: fc.oneof(fc.constant('2.0'), anything),
    id: ids,
    method: fc.oneof(methods, anything),
    params,
    result: fc.oneof(
      anything,
      fc.record(
        {
          protocolVersion: fc.oneof(fc.constantFrom(...PROTOCOL_REVISIONS), anything),
          capabilities: anything,
          content: anything,
          tools: anything,
          _meta: meta,
        },
        { requiredKeys: [] },
      ),
    ),
    error: fc.oneof(
      anything,
      fc.record(
        { code: fc.oneof(fc.integer({ min: -33000, max: -31000 }), anything), message: anything },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);
const value = fc.oneof(message, anything, fc.array(fc.oneof(message, anything), { maxLength: 5 }));
/** Text as a server might write it: whole, cut short anywhere, with a byte order mark, or not JSON at all. */
const text = fc.oneof(
  value.map((v) => JSON.stringify(v) ?? 'null'),
  fc.tuple(value, fc.nat()).map(([v, cut]) => {
    const whole = JSON.stringify(v) ?? 'null';
    return whole.slice(0, cut % (whole.length + 1));
  }),
  value.map((v) => `\uFEFF${JSON.stringify(v)}`),
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    '[]',
    '[0,{}]',
    '[[[]]]',
    '[',
    '{"jsonrpc":"2.0","id":1,"result":',
    'null',
    '"x"',
    '\u0000',
    '[{"__proto__":{"x":1}}]',
  ),
);

function wellFormed(findings: readonly Finding[] | undefined): boolean {
  return (findings ?? []).every(
    (finding) =>
      typeof finding.rule === 'string' &&
      /^[a-z0-9]+(-[a-z0-9]+)*$/.test(finding.rule) &&
      ['error', 'warning', 'info'].includes(finding.severity) &&
      typeof finding.pointer === 'string' &&
      (finding.pointer === '' || finding.pointer.startsWith('/')) &&
      typeof finding.source === 'string' &&
      typeof finding.message === 'string',
  );
}

describe('hostile frames', () => {
  it('classify never throws, and says what it found in named findings', () => {
    fc.assert(
      fc.property(text, (raw) => {
        const frame = classifyText(raw);
        expect(typeof frame.kind).toBe('string');
        expect(wellFormed(frame.findings)).toBe(true);
        expect(frame.problem === undefined).toBe(!frame.findings?.length);
      }),
      { numRuns: 500 },
    );
  });

  it('no rule throws on any value', () => {
    fc.assert(
      fc.property(
        value,
        methods,
        fc.constantFrom(undefined, ...PROTOCOL_REVISIONS, '1999-01-01'),
        metaKeys,
        (frame, method, revision, key) => {
          expect(wellFormed(envelopeFindings(frame, revision))).toBe(true);
          expect(wellFormed(methodFindings({ method, kind: 'request', sender: 'server' }, revision))).toBe(true);
          expect(wellFormed(metaKeyFindings({ [key]: frame }, ['params', '_meta'], revision))).toBe(true);
          const view = new ProtocolView();
          view.describe({ revision, serverCapabilities: frame, clientCapabilities: frame });
          for (const kind of ['request', 'notification', 'result', 'error'] as const) {
            for (const direction of ['in', 'out'] as const)
              expect(wellFormed(view.check({ direction, kind, method, value: frame }))).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the log takes any stream of frames, keeps every one, and pairs and judges them without throwing', () => {
    const appended = fc.record({
      raw: text,
      direction: fc.constantFrom('in' as const, 'out' as const),
      connection: fc.integer({ min: 1, max: 2 }),
      parsed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(appended, { maxLength: 30 }),
        fc.constantFrom(undefined, ...PROTOCOL_REVISIONS),
        (frames, revision) => {
          const log = new WireLog(() => {});
          if (revision) log.describeConnection(1, { revision, serverCapabilities: {}, clientCapabilities: {} });
          let expected = 0;
          for (const frame of frames) {
            const classified = classifyText(frame.raw);
            const before = log.size;
            const entry = log.append({
              connection: frame.connection,
              t: 0,
              direction: frame.direction,
              kind: classified.kind,
              raw: frame.raw,
              ...(classified.method !== undefined ? { method: classified.method } : {}),
              ...(classified.id !== undefined ? { id: classified.id } : {}),
              ...(frame.parsed && 'value' in classified ? { value: classified.value } : {}),
              ...(classified.problem ? { problem: classified.problem } : {}),
            });
            expect(entry.seq).toBe(before);
            // A batch is its own entry and one per item; anything else, one entry.
            const items = classified.kind === 'batch' && Array.isArray(classified.value) ? classified.value.length : 0;
            expected += 1 + (classified.kind === 'batch' ? (frame.parsed ? items : (entry.items ?? 0)) : 0);
            expect(log.size).toBe(expected);
          }
          for (const entry of log.entries()) {
            expect(Object.isFrozen(entry)).toBe(true);
            expect(wellFormed(entry.findings)).toBe(true);
            if (entry.batch) expect(log.at(entry.batch.group)?.kind).toBe('batch');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('classifyValue takes what JSON.parse can make of hostile keys', () => {
    for (const raw of [
      '{"__proto__":{"method":"x"}}',
      '{"constructor":1,"method":"toString","id":1}',
      '[{"__proto__":null}]',
    ]) {
      expect(() => classifyValue(JSON.parse(raw))).not.toThrow();
    }
  });
});
