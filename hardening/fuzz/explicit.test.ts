import { afterAll, describe, expect, it } from 'vitest';
import { BridgeTransport } from '../../shared/bridge/bridge-transport.ts';
import { StdoutReader } from '../../shared/bridge/stdout-reader.ts';
import { MAX_STDOUT_CHUNK } from '../../shared/bridge/stdout-frame.ts';
import { classifyText } from '../../shared/jsonrpc/classify.ts';
import { encodeFrame } from '../../shared/jsonrpc/framing.ts';
import { parseJsonLines } from '../../shared/wire/import-log.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { fuzzed } from '../tally.ts';
import { explicitInputs, type ExplicitInput } from './explicit-inputs.ts';
import { chunked } from './hostile-input.ts';
import { pollution } from './pollution.ts';
import { ScriptedBridge } from '../../shared/test-kit/scripted-bridge.ts';
import { malformedFinding } from './well-formed.ts';

/**
 * Each named hostile input through every reader of inbound frames, one at a
 * time. A reader that never returned would fail the test by its timeout; how
 * long one takes depends on the machine and is no verdict here (the slowest
 * is printed for information; speed is `npm run bench`'s).
 */

const encoder = new TextEncoder();
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

function bytesOf(input: ExplicitInput, id = '1'): Uint8Array {
  return input.bytes ?? encoder.encode(input.text!.replaceAll('@ID@', id));
}

function textOf(input: ExplicitInput, id = '1'): string {
  return input.text?.replaceAll('@ID@', id) ?? lenient.decode(input.bytes);
}

const slowest = new Map<string, number>();

/** Runs one reader over one input: it returns, and nothing is polluted. */
function bounded(reader: string, run: () => void): void {
  const started = performance.now();
  run();
  const ms = performance.now() - started;
  slowest.set(reader, Math.max(slowest.get(reader) ?? 0, ms));
  expect(pollution()).toBeUndefined();
  fuzzed('explicit cases', reader, 1);
}

function checkEntries(log: WireLog): void {
  for (const entry of log.entries()) {
    expect(Object.isFrozen(entry)).toBe(true);
    expect(malformedFinding(entry.findings)).toBeUndefined();
  }
}

describe.each(explicitInputs().map((input) => [input.name, input] as const))('%s', (_name, input) => {
  it('classify says what it is', () => {
    bounded('classify', () => {
      const frame = classifyText(textOf(input));
      expect(malformedFinding(frame.findings)).toBeUndefined();
      if (frame.kind === 'invalid-json') expect(frame.findings?.length).toBeGreaterThan(0);
    });
  });

  it('the stdout reader reads it in either framing, in 64 KB chunks', () => {
    bounded('stdout reader', () => {
      for (const framing of ['newline', 'content-length'] as const) {
        const reader = new StdoutReader('auto');
        const stream = encodeFrame(bytesOf(input), framing);
        const messages = chunked(
          stream,
          Array.from({ length: Math.ceil(stream.length / 65_536) }, (_, index) => index * 65_536),
        ).flatMap((chunk) => reader.push(chunk));
        messages.push(...reader.end());
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(malformedFinding(message.findings)).toBeUndefined();
      }
    });
  });

  it('the log pairs and judges it as the answer to initialize, tools/list and tools/call, and as a frame sent', () => {
    bounded('findings', () => {
      for (const method of ['initialize', 'tools/list', 'tools/call']) {
        const log = new WireLog(() => {});
        log.describeConnection(1, { supportedRevisions: ['2025-06-18'] });
        const request = `{"jsonrpc":"2.0","id":1,"method":"${method}","params":{}}`;
        log.append({
          connection: 1,
          t: 0,
          direction: 'out',
          kind: 'request',
          method,
          id: 1,
          raw: request,
          value: JSON.parse(request),
        });
        const raw = textOf(input);
        const frame = classifyText(raw);
        for (const direction of ['in', 'out'] as const) {
          log.append({
            connection: 1,
            t: 1,
            direction,
            kind: frame.kind,
            method: frame.method,
            id: frame.id,
            raw,
            value: frame.value,
            problem: frame.problem,
          });
        }
        checkEntries(log);
      }
    });
  });

  it('the stdio transport logs it from stdout and goes on', () => {
    bounded('stdio transport', () => {
      const log = new WireLog(() => {});
      // The test opens the socket; the proxy answers the spawn at once, so the whole case runs synchronously.
      const socket = new ScriptedBridge({ opens: 'by-hand', spawned: 'at-once' });
      const transport = new BridgeTransport({
        url: 'ws://scripted',
        spawn: { command: 'x', args: [], env: {} },
        connection: 1,
        log,
        socketFactory: () => socket,
        timer: () => () => {},
      });
      let handed = 0;
      transport.onmessage = () => handed++;
      void transport.start();
      socket.open();
      const stream = encodeFrame(bytesOf(input), 'newline');
      for (let at = 0; at < stream.length; at += MAX_STDOUT_CHUNK)
        socket.stdout(stream.subarray(at, at + MAX_STDOUT_CHUNK));
      // What follows still arrives: the input cost its own frame, not the stream.
      socket.stdout(
        encoder.encode('{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"after"}}\n'),
      );
      socket.exit();
      expect(log.entries().some((entry) => entry.raw.includes('"after"'))).toBe(true);
      expect(handed).toBeGreaterThan(0);
      checkEntries(log);
    });
  });

  it('an exported log holding it imports, with the line itself skipped or read', () => {
    bounded('import', () => {
      const raw = textOf(input);
      const entry = `{"seq":0,"connection":1,"t":0,"direction":"in","kind":"result","raw":${JSON.stringify(raw)},"requestSeq":7,"batch":{"group":0,"index":0}}`;
      const imported = parseJsonLines(`${entry}\n${raw}\n`);
      expect(imported.entries.length + imported.skipped.length).toBeGreaterThanOrEqual(1);
      imported.entries.forEach((read, seq) => expect(read.seq).toBe(seq));
      const log = new WireLog(() => {});
      log.load(imported.entries);
      expect(log.size).toBe(imported.entries.length);
    });
  });
});

afterAll(() => {
  for (const [reader, ms] of slowest) console.log(`explicit cases: ${reader}, slowest input ${Math.round(ms)} ms`);
});
