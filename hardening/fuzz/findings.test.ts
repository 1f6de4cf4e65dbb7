import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BridgeTransport } from '../../shared/bridge/bridge-transport.ts';
import { classifyText } from '../../shared/jsonrpc/classify.ts';
import { PROTOCOL_REVISIONS } from '../../shared/protocol/revisions.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { fuzz } from './fuzz-run.ts';
import { chunked, cuts, hostileFrameText, hostileJson, hostileStream } from './hostile-input.ts';
import { ScriptedBridge } from '../../shared/test-kit/scripted-bridge.ts';
import { malformedFinding } from './well-formed.ts';

/**
 * The findings engine as the session drives it: the wire log pairs and
 * judges every frame as it is written (FrameFindings, ProtocolView, the
 * rules), fed either directly or by the stdio bridge transport from raw
 * stdout bytes.
 */

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What must hold of any log, whatever was written to it. */
function checkLog(log: WireLog): void {
  log.entries().forEach((entry, seq) => {
    expect(entry.seq).toBe(seq);
    expect(Object.isFrozen(entry)).toBe(true);
    expect(malformedFinding(entry.findings)).toBeUndefined();
    if (entry.requestSeq !== undefined && entry.kind !== 'http') {
      // A response is paired with an earlier request of the same connection, sent the other way.
      const request = log.at(entry.requestSeq);
      expect(request?.kind).toBe('request');
      expect(request!.seq).toBeLessThan(seq);
      expect(request!.connection).toBe(entry.connection);
      expect(request!.direction).not.toBe(entry.direction);
    }
    if (entry.batch) expect(log.at(entry.batch.group)?.kind).toBe('batch');
  });
}

describe('the findings engine', () => {
  it('pairs and judges any conversation without throwing, each entry frozen and well-formed', () => {
    const frame = fc.record({
      direction: fc.constantFrom('in' as const, 'out' as const),
      raw: hostileFrameText,
      connection: fc.constantFrom(1, 1, 1, 2),
    });
    const description = fc.record(
      {
        revision: fc.constantFrom(...PROTOCOL_REVISIONS, '1999-01-01'),
        serverCapabilities: hostileJson.map(parsedOrUndefined),
        clientCapabilities: hostileJson.map(parsedOrUndefined),
      },
      { requiredKeys: [] },
    );
    fuzz(
      'findings',
      'conversations',
      [fc.array(frame, { maxLength: 8 }), description],
      (frames, described) => {
        const log = new WireLog(() => {});
        log.describeConnection(1, described);
        for (const { direction, raw, connection } of frames) {
          const classified = classifyText(raw);
          // As the bridge transport writes it: the parsed value rides along, and classify's problem.
          log.append({
            connection,
            t: 0,
            direction,
            kind: classified.kind,
            method: classified.method,
            id: classified.id,
            raw,
            value: classified.value,
            problem: classified.problem,
          });
        }
        checkLog(log);
      },
      { numRuns: 4_500 },
    );
  });

  it('the stdio transport takes any stdout, in any chunks, logs the same entries either way and hands on only JSON-RPC objects', () => {
    /** What the transport logged and handed on, as comparable values. */
    const run = (chunks: readonly Uint8Array[], framing: 'auto' | 'newline' | 'content-length') => {
      const log = new WireLog(() => {});
      const socket = new ScriptedBridge({ opens: 'by-hand', spawned: 'at-once' });
      const transport = new BridgeTransport({
        url: 'ws://scripted',
        spawn: { command: 'x', args: [], env: {} },
        connection: 1,
        log,
        framing,
        socketFactory: () => socket,
        timer: () => () => {},
      });
      const handed: unknown[] = [];
      transport.onmessage = (message) => handed.push(message);
      void transport.start();
      // The scripted proxy answers the spawn at once: from here on, every frame is taken synchronously.
      socket.open();
      expect(transport.pid).toBe(4242);
      for (const chunk of chunks) socket.stdout(chunk);
      socket.exit();
      checkLog(log);
      expect(transport.pipe.held.bytes).toBe(0);
      for (const message of handed)
        expect(typeof message === 'object' && message !== null && !Array.isArray(message)).toBe(true);
      return {
        entries: log
          .entries()
          .map((entry) => [
            entry.direction,
            entry.kind,
            entry.raw,
            entry.size,
            entry.findings?.map((finding) => finding.rule),
          ]),
        handed: handed.length,
      };
    };
    fuzz(
      'findings',
      'stdio transport',
      [hostileStream, cuts, fc.constantFrom('auto' as const, 'newline' as const, 'content-length' as const)],
      (data, cutPoints, framing) => {
        expect(run(chunked(data, cutPoints), framing)).toEqual(run([data], framing));
      },
      { numRuns: 600 },
    );
  });
});
