import { describe, expect, it } from 'vitest';
import type { WireEntry } from '../wire/wire-entry.ts';
import { indexRecording } from './recording.ts';
import { MockReplay, NO_RECORDING } from './replay.ts';

/** A log as the session writes it: requests out, answers and notifications in, answers paired by requestSeq. */
function log(
  frames: Array<{ direction: 'out' | 'in'; frame: Record<string, unknown>; answers?: number }>,
): WireEntry[] {
  return frames.map(({ direction, frame, answers }, seq) => ({
    seq,
    connection: 1,
    t: seq,
    direction,
    kind: 'method' in frame ? ('id' in frame ? 'request' : 'notification') : 'error' in frame ? 'error' : 'result',
    raw: JSON.stringify(frame),
    size: 0,
    ...(answers !== undefined ? { requestSeq: answers } : {}),
  }));
}

const session = log([
  {
    direction: 'out',
    frame: { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } },
  },
  { direction: 'in', frame: { jsonrpc: '2.0', id: 0, result: { serverInfo: { name: 'rec' } } }, answers: 0 },
  { direction: 'out', frame: { jsonrpc: '2.0', method: 'notifications/initialized' } },
  { direction: 'out', frame: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} } },
  {
    direction: 'in',
    frame: { jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'echo' }], nextCursor: 'p2' } },
    answers: 3,
  },
  { direction: 'out', frame: { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { cursor: 'p2' } } },
  { direction: 'in', frame: { jsonrpc: '2.0', id: 2, result: { tools: [{ name: 'add' }] } }, answers: 5 },
  {
    direction: 'out',
    frame: {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'hi' }, _meta: { progressToken: 77 } },
    },
  },
  {
    direction: 'in',
    frame: { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 77, progress: 1 } },
  },
  {
    direction: 'in',
    frame: { jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'Echo: hi' }] } },
    answers: 7,
  },
  { direction: 'in', frame: { jsonrpc: '2.0', method: 'notifications/tools/list_changed' } },
  {
    direction: 'out',
    frame: { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'echo', arguments: { message: 'hi' } } },
  },
  {
    direction: 'in',
    frame: { jsonrpc: '2.0', id: 4, result: { content: [{ type: 'text', text: 'second' }] } },
    answers: 11,
  },
  { direction: 'out', frame: { jsonrpc: '2.0', id: 5, method: 'prompts/get', params: { name: 'gone' } } },
  { direction: 'in', frame: { jsonrpc: '2.0', id: 5, error: { code: -32602, message: 'no prompt' } }, answers: 13 },
  { direction: 'out', frame: { jsonrpc: '2.0', id: 6, method: 'resources/list' } },
]);

describe('MockReplay', () => {
  const recording = indexRecording(session);

  it('indexes answered requests, keeps the handshake apart and names the unanswered one', () => {
    expect(recording.handshakes.map((h) => h.entry)).toEqual([1]);
    expect(recording.exchanges.map((e) => e.method)).toEqual([
      'tools/list',
      'tools/list',
      'tools/call',
      'tools/call',
      'prompts/get',
    ]);
    expect(recording.unanswered).toEqual([{ entry: 16, method: 'resources/list' }]);
  });

  it('replays the last server of a log that reached two, one after the other', () => {
    const other = log([
      { direction: 'out', frame: { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} } },
      { direction: 'in', frame: { jsonrpc: '2.0', id: 0, result: { serverInfo: { name: 'other' } } }, answers: 0 },
      { direction: 'out', frame: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} } },
      { direction: 'in', frame: { jsonrpc: '2.0', id: 1, result: { tools: [] } }, answers: 2 },
    ]).map((entry) => ({
      ...entry,
      connection: 0,
      seq: entry.seq + 100,
      ...(entry.requestSeq !== undefined ? { requestSeq: entry.requestSeq + 100 } : {}),
    }));
    const both = indexRecording([...other, ...session]);
    expect(both.otherServers).toEqual([0]);
    expect(both.handshakes).toHaveLength(1);
    expect(both.exchanges).toHaveLength(recording.exchanges.length);
  });

  it('answers initialize as recorded, with the live id', () => {
    const replay = new MockReplay(recording);
    expect(replay.answer({ id: 'a', method: 'initialize', params: { protocolVersion: '2025-11-25' } }).frames).toEqual([
      { jsonrpc: '2.0', id: 'a', result: { serverInfo: { name: 'rec' } } },
    ]);
  });

  it('walks the recorded pages by their cursors', () => {
    const replay = new MockReplay(recording);
    expect(replay.answer({ id: 9, method: 'tools/list', params: {} }).frames[0]).toMatchObject({
      id: 9,
      result: { nextCursor: 'p2' },
    });
    expect(replay.answer({ id: 10, method: 'tools/list', params: { cursor: 'p2' } }).frames[0]).toMatchObject({
      id: 10,
      result: { tools: [{ name: 'add' }] },
    });
  });

  it('sends progress with the live token before the answer and list_changed after it, then the repeats in order and the last again', () => {
    const replay = new MockReplay(recording);
    const call = {
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'hi' }, _meta: { progressToken: 'live' } },
    };
    expect(replay.answer({ id: 1, ...call }).frames).toEqual([
      { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'live', progress: 1 } },
      { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'Echo: hi' }] } },
      { jsonrpc: '2.0', method: 'notifications/tools/list_changed' },
    ]);
    expect(replay.answer({ id: 2, ...call }).frames).toEqual([
      { jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: 'second' }] } },
    ]);
    expect(replay.answer({ id: 3, ...call }).frames[0]).toMatchObject({ result: { content: [{ text: 'second' }] } });
  });

  it('leaves progress out for a live request that asked for none', () => {
    const replay = new MockReplay(recording);
    const frames = replay.answer({
      id: 1,
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'hi' } },
    }).frames;
    expect(frames.map((frame) => frame.method ?? 'answer')).toEqual(['answer', 'notifications/tools/list_changed']);
  });

  it('replays a recorded error as recorded', () => {
    const replay = new MockReplay(recording);
    expect(replay.answer({ id: 4, method: 'prompts/get', params: { name: 'gone' } }).frames).toEqual([
      { jsonrpc: '2.0', id: 4, error: { code: -32602, message: 'no prompt' } },
    ]);
  });

  it('names the closest recorded request and how it differs', () => {
    const replay = new MockReplay(recording);
    const replayed = replay.answer({
      id: 5,
      method: 'tools/call',
      params: { name: 'echo', arguments: { message: 'bye' } },
    });
    expect(replayed.unmatched).toBe(
      'mcp-loupe mock: no recorded answer to this tools/call (--match exact); the closest recorded request is entry 8: /arguments/message: "bye" here, "hi" recorded',
    );
    expect(replayed.frames[0]).toMatchObject({
      id: 5,
      error: { code: NO_RECORDING.params, data: { closest: { entry: 8, method: 'tools/call' } } },
    });
  });

  it('matches on the method and what it names with --match method', () => {
    const replay = new MockReplay(recording, 'method');
    expect(
      replay.answer({ id: 6, method: 'tools/call', params: { name: 'echo', arguments: { message: 'bye' } } }).unmatched,
    ).toBeUndefined();
    expect(replay.answer({ id: 7, method: 'tools/call', params: { name: 'add', arguments: {} } }).unmatched).toContain(
      '/name: "add" here, "echo" recorded',
    );
  });

  it('lists the recorded methods for a method never recorded, and answers an unrecorded ping', () => {
    const replay = new MockReplay(recording);
    expect(replay.answer({ id: 8, method: 'resources/read', params: { uri: 'x' } }).unmatched).toBe(
      'mcp-loupe mock: no resources/read request was recorded (recorded: tools/list, tools/call, prompts/get)',
    );
    expect(replay.answer({ id: 9, method: 'ping' }).frames).toEqual([{ jsonrpc: '2.0', id: 9, result: {} }]);
  });
});
