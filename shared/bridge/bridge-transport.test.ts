import { describe, expect, it, vi } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { WireLog } from '../wire/wire-log.ts';
import { BridgeTransport, firstInvalidUtf8 } from './bridge-transport.ts';
import type { ProxyToBrowser } from './messages.ts';
import type { BridgeSocket } from './socket.ts';
import { encodeStdoutFrame, STDOUT_LINE, STDOUT_PIECE } from './stdout-frame.ts';

type Untimed<T> = T extends unknown ? Omit<T, 't'> : never;

/** A socket whose far end the test plays, message by message, as the proxy would. */
class ScriptedSocket implements BridgeSocket {
  readyState = 0;
  binaryType: BridgeSocket['binaryType'] = 'blob';
  sent: string[] = [];
  onopen: BridgeSocket['onopen'] = null;
  onmessage: BridgeSocket['onmessage'] = null;
  onclose: BridgeSocket['onclose'] = null;
  onerror: BridgeSocket['onerror'] = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  proxy(message: Untimed<ProxyToBrowser>) {
    this.onmessage?.({ data: JSON.stringify({ t: 1000, ...message }) });
  }
  /** A stdout line or piece as a binary frame, delivered as the browser does with binaryType 'arraybuffer'. */
  stdout(line: string | Uint8Array, partial = false) {
    if (this.binaryType !== 'arraybuffer') throw new Error('binary frames would arrive as Blobs');
    const bytes = typeof line === 'string' ? new TextEncoder().encode(line) : line;
    this.onmessage?.({ data: encodeStdoutFrame(partial ? STDOUT_PIECE : STDOUT_LINE, 1000, bytes).buffer });
  }
}

async function started() {
  const context = setup();
  const starting = context.transport.start();
  context.socket.open();
  context.socket.proxy({ type: 'spawned', pid: 1 });
  await starting;
  return context;
}

function setup() {
  const socket = new ScriptedSocket();
  const log = new WireLog(() => {});
  const transport = new BridgeTransport({
    url: 'ws://127.0.0.1:1/bridge?token=x',
    spawn: { command: 'node', args: ['server.js'], env: { A: '1' } },
    connection: 1,
    log,
    socketFactory: () => socket,
    now: () => 500,
  });
  const received: JSONRPCMessage[] = [];
  transport.onmessage = (message) => received.push(message);
  return { socket, log, transport, received };
}

describe('BridgeTransport', () => {
  it('asks the proxy to spawn, then starts once the process is up', async () => {
    const { socket, transport, log } = setup();
    const started = transport.start();
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'spawn', command: 'node', args: ['server.js'], env: { A: '1' } });
    socket.proxy({ type: 'spawned', pid: 4242 });
    await started;
    expect(transport.pid).toBe(4242);
    expect(log.at(0)!.raw).toContain('Started process 4242');
  });

  it('takes binary frames as ArrayBuffers, set before the socket can receive anything', () => {
    const { socket, transport } = setup();
    void transport.start();
    expect(socket.binaryType).toBe('arraybuffer');
  });

  it('logs every stdout line verbatim, delivers only JSON-RPC, and joins partial lines', async () => {
    const { socket, log, received } = await started();
    socket.stdout('Server starting... not JSON');
    socket.stdout('{"jsonrpc":"2.0","method":"notifications/mess', true);
    socket.stdout('age","params":{"level":"info","data":"x"}}');
    socket.stdout('[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"result":{}}]');
    const kinds = log.entries().slice(1).map((entry) => [entry.kind, entry.method]);
    expect(kinds).toEqual([
      ['invalid-json', undefined],
      ['notification', 'notifications/message'],
      ['batch', undefined],
    ]);
    expect(log.at(1)!.raw).toBe('Server starting... not JSON');
    expect(received.map((message) => ('method' in message ? message.method : message.id))).toEqual(['notifications/message', 1, 2]);
    // Timed by the page's clock, with the proxy's read time beside it.
    expect(log.at(1)).toMatchObject({ t: 500, pipeT: 1000 });
  });

  it('hands the log each parsed frame: a tool result that reports failure, the request a cancellation names', async () => {
    const { socket, log, transport } = await started();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow' } });
    await transport.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'SdkError: Request timed out' } });
    socket.stdout('{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}');
    const [request, cancelled, answer] = log.entries().slice(-3);
    expect(cancelled).toMatchObject({ kind: 'notification', cancels: request!.seq });
    expect(answer).toMatchObject({ kind: 'result', isError: true, requestSeq: request!.seq });
  });

  it('joins pieces as bytes, so a character split between pieces arrives whole', async () => {
    const { socket, log, received } = await started();
    const line = new TextEncoder().encode('{"jsonrpc":"2.0","method":"note","params":{"text":"é€😀"}}');
    const emoji = line.indexOf(0xf0);
    socket.stdout(line.subarray(0, emoji + 1), true);
    socket.stdout(line.subarray(emoji + 1, emoji + 3), true);
    socket.stdout(line.subarray(emoji + 3));
    const entry = log.at(log.size - 1)!;
    expect(entry.raw).toBe('{"jsonrpc":"2.0","method":"note","params":{"text":"é€😀"}}');
    expect(entry.size).toBe(line.length);
    expect(received).toEqual([{ jsonrpc: '2.0', method: 'note', params: { text: 'é€😀' } }]);
  });

  it('records a line\'s bytes as they came: the size counts them, a byte order mark stays, bad UTF-8 shows as U+FFFD', async () => {
    const { socket, log } = await started();
    socket.stdout(Uint8Array.of(0x6f, 0x6b, 0xff, 0xfe));
    expect(log.at(log.size - 1)).toMatchObject({ kind: 'invalid-json', raw: 'ok\ufffd\ufffd', size: 4 });
    expect(log.at(log.size - 1)!.problem).toMatch(/^not valid UTF-8 \(first bad byte at offset 2\)/);
    socket.stdout(Uint8Array.of(0xef, 0xbb, 0xbf, 0x7b, 0x7d));
    expect(log.at(log.size - 1)).toMatchObject({ kind: 'invalid-json', raw: '\ufeff{}', size: 5 });
    expect(log.at(log.size - 1)!.problem).not.toMatch(/UTF-8/);
  });

  it('finds the first bad byte after multi-byte characters', () => {
    const prefix = new TextEncoder().encode('{"x":"é€😀€€€€€€€€€€€€"');
    const bytes = new Uint8Array([...prefix, 0xff, 0x7d]);
    expect(firstInvalidUtf8(bytes)).toBe(prefix.length);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xc3]))).toBe(2);
  });

  it('flags a JSON-RPC message that carries a bad byte, and still delivers it', async () => {
    const { socket, log, received } = await started();
    const bytes = new TextEncoder().encode('{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"aXb"}}');
    bytes[bytes.indexOf(0x58)] = 0xc3; // a lead byte with no continuation
    socket.stdout(bytes);
    expect(log.at(log.size - 1)).toMatchObject({ kind: 'notification', method: 'notifications/message' });
    expect(log.at(log.size - 1)!.problem).toMatch(/not valid UTF-8 \(first bad byte at offset \d+\)/);
    expect(received).toHaveLength(1);
  });

  it('parses a stdout line once, and hands that value on', async () => {
    const { socket, received } = await started();
    const parse = vi.spyOn(JSON, 'parse');
    try {
      socket.stdout('{"jsonrpc":"2.0","id":3,"result":{"content":[]}}');
      expect(parse).toHaveBeenCalledTimes(1);
      expect(received[0]).toBe(parse.mock.results[0]!.value);
    } finally {
      parse.mockRestore();
    }
  });

  it('notes a binary frame it cannot read, and goes on', async () => {
    const { socket, log, received } = await started();
    socket.onmessage?.({ data: new ArrayBuffer(3) });
    expect(log.at(log.size - 1)!.raw).toMatch(/binary frame the inspector does not understand \(3 bytes\)/);
    socket.stdout('{"jsonrpc":"2.0","method":"ok"}');
    expect(received).toHaveLength(1);
  });

  it('records outbound frames exactly as written to stdin', async () => {
    const { socket, transport, log } = setup();
    const started = transport.start();
    socket.open();
    socket.proxy({ type: 'spawned', pid: 1 });
    await started;
    await transport.send({ jsonrpc: '2.0', id: 7, method: 'tools/list' });
    const stdin = JSON.parse(socket.sent[1]!);
    expect(stdin.type).toBe('stdin');
    const entry = log.at(log.size - 1)!;
    expect(entry).toMatchObject({ direction: 'out', kind: 'request', method: 'tools/list', id: 7 });
    expect(entry.raw).toBe(stdin.data);
  });

  it('splits stderr into lines, records the exit with its stderr tail, and closes', async () => {
    const { socket, transport, log } = setup();
    let closed = 0;
    transport.onclose = () => closed++;
    const started = transport.start();
    socket.open();
    socket.proxy({ type: 'spawned', pid: 1 });
    await started;
    socket.proxy({ type: 'stderr', chunk: 'fatal: simul' });
    socket.proxy({ type: 'stderr', chunk: 'ated crash\nsecond line\npartial' });
    socket.proxy({ type: 'exit', code: 3, signal: null, stderrTail: ['fatal: simulated crash', 'second line', 'partial'] });
    const stderr = log.entries().filter((entry) => entry.kind === 'stderr').map((entry) => entry.raw);
    expect(stderr).toEqual(['fatal: simulated crash', 'second line', 'partial']);
    expect(transport.exit).toMatchObject({ code: 3 });
    expect(log.at(log.size - 1)!.raw).toMatch(/exited with code 3[^]*simulated crash/);
    expect(closed).toBe(1);
    await expect(transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' })).rejects.toThrow(/exited with code 3/);
  });

  it('fails to start with the proxy\'s words when the command cannot be spawned', async () => {
    const { socket, transport } = setup();
    const started = transport.start();
    socket.open();
    socket.proxy({ type: 'spawn-error', code: 'ENOENT', message: 'Cannot start "nope": command not found (ENOENT)' });
    await expect(started).rejects.toThrow('Cannot start "nope"');
    expect(transport.spawnError).toContain('ENOENT');
  });

  it('explains a refused upgrade', async () => {
    const { socket, transport } = setup();
    const started = transport.start();
    socket.close(1006);
    await expect(started).rejects.toThrow(/proxy refused or dropped/);
  });
});
