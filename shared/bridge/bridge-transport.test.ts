import { describe, expect, it, vi } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { ScriptedBridge } from '../test-kit/scripted-bridge.ts';
import { TestPayloadStore } from '../test-kit/test-payload-store.ts';
import { WireLog } from '../wire/wire-log.ts';
import { BridgeTransport, firstInvalidUtf8, type BridgeTransportOptions } from './bridge-transport.ts';
import type { StdioPipeState } from './stdio-pipe.ts';

/** A timer the test fires by hand. */
function manualTimer() {
  const pending: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  return {
    timer: (run: () => void, ms: number) => {
      const entry = { run, ms, cancelled: false };
      pending.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    fire() {
      for (const entry of pending.splice(0)) if (!entry.cancelled) entry.run();
    },
    pending: () => pending.filter((entry) => !entry.cancelled),
  };
}

async function started(options: Partial<BridgeTransportOptions> = {}) {
  const context = setup(options);
  const starting = context.transport.start();
  context.socket.open();
  context.socket.proxy({ type: 'spawned', pid: 1 });
  await starting;
  return context;
}

function setup(options: Partial<BridgeTransportOptions> = {}) {
  // The test plays the proxy message by message: it opens the socket and answers the spawn itself.
  const socket = new ScriptedBridge({ opens: 'by-hand', spawned: 'by-hand', now: () => 1000 });
  const log = new WireLog(() => {});
  const clock = manualTimer();
  const pipes: StdioPipeState[] = [];
  const transport = new BridgeTransport({
    url: 'ws://127.0.0.1:1/bridge?token=x',
    spawn: { command: 'node', args: ['server.js'], env: { A: '1' } },
    connection: 1,
    log,
    socketFactory: () => socket,
    now: () => 500,
    timer: clock.timer,
    onPipe: (state) => pipes.push(state),
    ...options,
  });
  const received: JSONRPCMessage[] = [];
  transport.onmessage = (message) => received.push(message);
  const last = () => log.at(log.size - 1)!;
  // The transport's own findings (framing, encoding); the log adds its protocol findings beside them.
  const rules = (seq = log.size - 1) =>
    (log.at(seq)!.findings ?? []).map((finding) => finding.rule).filter((rule) => /^std(io|out)-/.test(rule));
  return { socket, log, transport, received, clock, pipes, last, rules };
}

const answer = (id: number) => `{"jsonrpc":"2.0","id":${id},"result":{}}`;

describe('BridgeTransport', () => {
  it('asks the proxy to spawn, then starts once the process is up', async () => {
    const { socket, transport, log } = setup();
    const starting = transport.start();
    socket.open();
    expect(JSON.parse(socket.sent[0] as string)).toEqual({
      type: 'spawn',
      command: 'node',
      args: ['server.js'],
      env: { A: '1' },
    });
    socket.proxy({ type: 'spawned', pid: 4242 });
    await starting;
    expect(transport.pid).toBe(4242);
    expect(log.at(0)!.raw).toContain('Started process 4242');
  });

  it("asks the proxy to hold the server's output while the log's storage is behind, and to let go once it caught up", async () => {
    const store = new TestPayloadStore();
    const log = new WireLog(() => {}, {
      budget: { budgetChars: 10_000, openStore: () => store, backlogLimitChars: 20_000 },
    });
    const { socket } = await started({ log });
    const flow = () =>
      socket.sent
        .filter((data): data is string => typeof data === 'string')
        .map((text) => JSON.parse(text))
        .filter((message) => message.type === 'flow');
    for (let i = 0; i < 20; i++) socket.proxy({ type: 'stderr', chunk: `${'e'.repeat(3000)}\n` });
    expect(flow()).toEqual([{ type: 'flow', paused: true }]);
    store.written();
    expect(flow()).toEqual([
      { type: 'flow', paused: true },
      { type: 'flow', paused: false },
    ]);
  });

  it("holds its stdin writes while the proxy says the server's pipe is full, sends them in order once it has room, and refuses more past its limit", async () => {
    const { socket, transport, log } = await started();
    const ping = (id: number) => ({ jsonrpc: '2.0' as const, id, method: 'ping' });
    await transport.send(ping(1));
    socket.proxy({ type: 'stdin-flow', paused: true, queued: 70_000 });
    await transport.send(ping(2));
    await transport.send({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'big', arguments: { text: 'x'.repeat(17 * 1024 * 1024) } },
    });
    expect(socket.stdin()).toHaveLength(1);
    const logged = log.size;
    await expect(transport.send(ping(4))).rejects.toThrow(
      /^The server has not read its stdin for a while: the inspector already holds 17\.0 MiB for it, so this message was not sent/,
    );
    expect(log.size).toBe(logged);
    socket.proxy({ type: 'stdin-flow', paused: false, queued: 0 });
    expect(socket.stdin().map((line) => JSON.parse(line).id)).toEqual([1, 2, 3]);
    await transport.send(ping(5));
    expect(socket.stdin()).toHaveLength(4);
  });

  it('takes binary frames as ArrayBuffers, set before the socket can receive anything', () => {
    const { socket, transport } = setup();
    void transport.start();
    expect(socket.binaryType).toBe('arraybuffer');
  });

  it('frames stdout whatever the chunks, logs every line verbatim, delivers only JSON-RPC', async () => {
    const { socket, log, received } = await started();
    socket.stdout('Server starting... not JSON\n{"jsonrpc":"2.0","method":"notifications/mess');
    socket.stdout('age","params":{"level":"info","data":"x"}}\n');
    socket.stdout(`[${answer(1)},${answer(2)}]\n`);
    const kinds = log
      .entries()
      .slice(1)
      .map((entry) => [entry.kind, entry.method]);
    expect(kinds).toEqual([
      ['invalid-json', undefined],
      ['notification', 'notifications/message'],
      ['batch', undefined],
      ['result', undefined],
      ['result', undefined],
    ]);
    expect(log.at(1)).toMatchObject({ raw: 'Server starting... not JSON', framing: { kind: 'newline' } });
    expect(received.map((message) => ('method' in message ? message.method : message.id))).toEqual([
      'notifications/message',
      1,
      2,
    ]);
    // Timed by the page's clock, with the proxy's read time beside it.
    expect(log.at(1)).toMatchObject({ t: 500, pipeT: 1000 });
  });

  it('hands the log each parsed frame: a tool result that reports failure, the request a cancellation names', async () => {
    const { socket, log, transport } = await started();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow' } });
    await transport.send({
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: 1, reason: 'SdkError: Request timed out' },
    });
    socket.stdout('{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}\n');
    const [request, cancelled, result] = log.entries().slice(-3);
    expect(cancelled).toMatchObject({ kind: 'notification', cancels: request!.seq });
    expect(result).toMatchObject({ kind: 'result', isError: true, requestSeq: request!.seq });
  });

  it('joins chunks as bytes, so a character split between them arrives whole', async () => {
    const { socket, last, received } = await started();
    const line = new TextEncoder().encode('{"jsonrpc":"2.0","method":"note","params":{"text":"é€😀"}}\n');
    const emoji = line.indexOf(0xf0);
    socket.stdout(line.subarray(0, emoji + 1));
    socket.stdout(line.subarray(emoji + 1, emoji + 3));
    socket.stdout(line.subarray(emoji + 3));
    expect(last().raw).toBe('{"jsonrpc":"2.0","method":"note","params":{"text":"é€😀"}}');
    expect(last().size).toBe(line.length - 1);
    expect(received).toEqual([{ jsonrpc: '2.0', method: 'note', params: { text: 'é€😀' } }]);
  });

  it('keeps the "\\r" of a CRLF line in the log, flags it, and still delivers the message', async () => {
    const { socket, last, rules, received } = await started();
    socket.stdout(`${answer(5)}\r\n`);
    expect(last()).toMatchObject({
      kind: 'result',
      raw: `${answer(5)}\r`,
      size: answer(5).length + 1,
      framing: { kind: 'newline', crlf: true },
    });
    expect(rules()).toEqual(['stdio-crlf']);
    expect(last().findings![0]).toMatchObject({ severity: 'info', source: 'stdio transport' });
    expect(received).toHaveLength(1);
  });

  it('records bad UTF-8 as U+FFFD with a finding, and still delivers a message that carries it', async () => {
    const { socket, last, rules, received } = await started();
    socket.stdout(Uint8Array.of(0x6f, 0x6b, 0xff, 0xfe, 0x0a));
    expect(last()).toMatchObject({ kind: 'invalid-json', raw: 'ok\ufffd\ufffd', size: 4 });
    expect(rules()).toEqual(['stdout-not-utf8']);
    expect(last().problem).toMatch(/^Not valid UTF-8 \(first bad byte at offset 2\)/);
    const bytes = new TextEncoder().encode(
      '{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"aXb"}}\n',
    );
    bytes[bytes.indexOf(0x58)] = 0xc3; // a lead byte with no continuation
    socket.stdout(bytes);
    expect(last()).toMatchObject({ kind: 'notification', method: 'notifications/message' });
    expect(rules()).toEqual(['stdout-not-utf8']);
    expect(received).toHaveLength(1);
  });

  it('flags a byte order mark, keeps it in the log, and delivers the message behind it', async () => {
    const { socket, last, rules, received } = await started();
    socket.stdout(Uint8Array.of(0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`${answer(3)}\n`)));
    expect(last()).toMatchObject({ kind: 'result', id: 3, raw: `\ufeff${answer(3)}`, size: answer(3).length + 3 });
    expect(rules()).toEqual(['stdout-bom']);
    expect(last().problem).toMatch(/byte order mark/);
    expect(received).toEqual([JSON.parse(answer(3))]);
  });

  it('finds the first bad byte after multi-byte characters', () => {
    const prefix = new TextEncoder().encode('{"x":"é€😀€€€€€€€€€€€€"');
    expect(firstInvalidUtf8(new Uint8Array([...prefix, 0xff, 0x7d]))).toBe(prefix.length);
    expect(firstInvalidUtf8(new Uint8Array([0x61, 0xc3]))).toBe(2);
  });

  it('parses a stdout frame once, and hands that value on', async () => {
    const { socket, received } = await started();
    const parse = vi.spyOn(JSON, 'parse');
    try {
      socket.stdout('{"jsonrpc":"2.0","id":3,"result":{"content":[]}}\n');
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
    socket.stdout('{"jsonrpc":"2.0","method":"ok"}\n');
    expect(received).toHaveLength(1);
  });

  it('writes each message as one line of bytes, and logs exactly what it wrote', async () => {
    const { socket, transport, last } = await started();
    await transport.send({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: { text: 'é' } });
    const [written] = socket.stdin();
    expect(written).toBe('{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"text":"é"}}\n');
    expect(last()).toMatchObject({
      direction: 'out',
      kind: 'request',
      method: 'tools/list',
      id: 7,
      raw: written!.slice(0, -1),
      size: written!.length,
      framing: { kind: 'newline' },
    });
  });

  it('sends the messages of one task in one stdin frame, logging each as it was written', async () => {
    const { socket, transport, log } = await started();
    const logged = log.size;
    const sends = [1, 2, 3].map((id) => transport.send({ jsonrpc: '2.0', id, method: 'ping' }));
    expect(socket.stdin()).toEqual([]);
    await Promise.all(sends);
    expect(socket.stdin()).toEqual([
      '{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n{"jsonrpc":"2.0","id":3,"method":"ping"}\n',
    ]);
    expect(log.size).toBe(logged + 3);
  });

  it('sends what this task wrote before it closes the socket', async () => {
    const { socket, transport } = await started();
    void transport.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } });
    await transport.close();
    expect(socket.stdin()).toEqual(['{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}\n']);
  });

  it('reads Content-Length frames in auto mode, flags them, and answers in the same framing', async () => {
    const { socket, transport, last, rules, received, pipes } = await started();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'initialize' });
    expect(socket.stdin()[0]).toMatch(/^\{.*\}\n$/);
    const body = '{"jsonrpc":"2.0","id":1,"result":{"ok":"é"}}';
    const frame = `Content-Length: ${new TextEncoder().encode(body).length}\r\n\r\n${body}`;
    socket.stdout(frame.slice(0, 10));
    socket.stdout(frame.slice(10, 40));
    expect(received).toEqual([]);
    socket.stdout(frame.slice(40));
    expect(received).toEqual([JSON.parse(body)]);
    expect(last()).toMatchObject({
      kind: 'result',
      raw: body,
      framing: { kind: 'content-length', header: 'Content-Length: 45\r\n\r\n' },
    });
    expect(rules()).toEqual(['stdio-content-length']);
    expect(last().findings![0]).toMatchObject({ severity: 'warning', source: 'stdio transport' });
    expect(pipes.at(-1)).toMatchObject({ mode: 'auto', writing: 'content-length', held: { bytes: 0 } });

    await transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const initialized = '{"jsonrpc":"2.0","method":"notifications/initialized"}';
    expect(socket.stdin()[1]).toBe(`Content-Length: ${initialized.length}\r\n\r\n${initialized}`);
    expect(last()).toMatchObject({
      direction: 'out',
      raw: initialized,
      framing: { kind: 'content-length', header: `Content-Length: ${initialized.length}\r\n\r\n` },
    });
  });

  it('writes Content-Length from the start when the person chose it', async () => {
    const { socket, transport } = await started({ framing: 'content-length' });
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(socket.stdin()).toEqual(['Content-Length: 40\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"ping"}']);
  });

  it('in newline mode, reads Content-Length headers as lines that are not JSON', async () => {
    const { socket, log, received, pipes } = await started({ framing: 'newline' });
    socket.stdout(`Content-Length: ${answer(1).length}\r\n\r\n${answer(1)}`);
    expect(
      log
        .entries()
        .slice(1)
        .map((entry) => entry.kind),
    ).toEqual(['invalid-json', 'invalid-json']);
    expect(received).toEqual([]);
    expect(pipes.at(-1)).toMatchObject({
      mode: 'newline',
      writing: 'newline',
      held: { bytes: answer(1).length, awaiting: 'newline' },
    });
  });

  it('shows bytes held without a terminator, and logs them as cut short when the process ends', async () => {
    const { socket, transport, log, last, rules, pipes, received } = await started();
    socket.stdout('{"jsonrpc":"2.0","method":"a"}\n{"jsonrpc":"2.0",');
    expect(transport.pipe.held).toEqual({ bytes: 17, awaiting: 'newline' });
    expect(pipes.at(-1)!.held.bytes).toBe(17);
    socket.stdout('"method":"b"}');
    expect(transport.pipe.held.bytes).toBe(30);
    socket.proxy({ type: 'exit', code: 0, signal: null, stderrTail: [] });
    const unterminated = last().seq - 1;
    expect(log.at(unterminated)).toMatchObject({
      kind: 'notification',
      raw: '{"jsonrpc":"2.0","method":"b"}',
      framing: { kind: 'newline', unterminated: true },
    });
    expect(rules(unterminated)).toEqual(['stdio-unterminated']);
    expect(last().raw).toMatch(/exited with code 0/);
    expect(pipes.at(-1)!.held.bytes).toBe(0);
    expect(received.map((message) => (message as { method: string }).method)).toEqual(['a', 'b']);
  });

  it('tells a held count that only grows at most once per interval, and a message completed at once', async () => {
    const { socket, transport, pipes, clock, received } = await started();
    socket.stdout('{"jsonrpc":"2.0",');
    expect(pipes.at(-1)!.held.bytes).toBe(17);
    const told = pipes.length;
    socket.stdout('"method":');
    socket.stdout('"a"');
    // The transport knows the count; the page hears of it when the interval is up.
    expect(transport.pipe.held.bytes).toBe(29);
    expect(pipes.length).toBe(told);
    clock.fire();
    expect(pipes.length).toBe(told + 1);
    expect(pipes.at(-1)!.held.bytes).toBe(29);
    socket.stdout('}');
    socket.stdout('\n');
    expect(pipes.at(-1)!.held.bytes).toBe(0);
    expect(received).toHaveLength(1);
    clock.fire();
    expect(pipes.at(-1)!.held.bytes).toBe(0);
  });

  it('logs the held bytes when the inspector disconnects, too', async () => {
    const { socket, transport, log } = await started();
    socket.stdout('partial');
    await transport.close();
    const entry = log.entries().find((candidate) => candidate.raw === 'partial');
    expect(entry).toMatchObject({ framing: { kind: 'newline', unterminated: true } });
  });

  describe('the framing hint', () => {
    it('names Content-Length when a server says nothing after the first request', async () => {
      const { transport, clock, pipes } = await started();
      await transport.send({ jsonrpc: '2.0', id: 0, method: 'initialize' });
      await transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
      expect(clock.pending().map((entry) => entry.ms)).toEqual([3000]);
      clock.fire();
      expect(transport.pipe.hint).toBe(
        'No answer 3 s after initialize. If this server reads Content-Length frames, set Framing to Content-Length.',
      );
      expect(pipes.at(-1)!.hint).toBe(transport.pipe.hint);
      expect(transport.pipe.hintFraming).toBe('content-length');
    });

    it('goes once the server answers, and never comes when it answered in time', async () => {
      const late = await started();
      await late.transport.send({ jsonrpc: '2.0', id: 0, method: 'initialize' });
      late.clock.fire();
      expect(late.transport.pipe.hint).toBeDefined();
      late.socket.stdout(`${answer(0)}\n`);
      expect(late.transport.pipe.hint).toBeUndefined();

      const prompt = await started();
      await prompt.transport.send({ jsonrpc: '2.0', id: 0, method: 'initialize' });
      prompt.socket.stdout(`Content-Length: ${answer(0).length}\r\n\r\n${answer(0)}`);
      prompt.clock.fire();
      expect(prompt.transport.pipe.hint).toBeUndefined();
      expect(prompt.pipes.every((state) => state.hint === undefined)).toBe(true);
    });

    it('in newline mode, says the server writes Content-Length headers when it does', async () => {
      const { socket, transport, clock } = await started({ framing: 'newline' });
      await transport.send({ jsonrpc: '2.0', id: 0, method: 'initialize' });
      socket.stdout(`Content-Length: ${answer(0).length}\r\n\r\n${answer(0)}`);
      clock.fire();
      expect(transport.pipe.hint).toBe(
        'No JSON-RPC answer 3 s after initialize, only 2 stdout lines that are not JSON-RPC. The server writes Content-Length headers: set Framing to auto or Content-Length.',
      );
    });

    it('suggests newline to a silent server written to with Content-Length', async () => {
      const { transport, clock } = await started({ framing: 'content-length' });
      await transport.send({ jsonrpc: '2.0', id: 0, method: 'initialize' });
      clock.fire();
      expect(transport.pipe.hint).toMatch(/set Framing to newline\.$/);
      expect(transport.pipe.hintFraming).toBe('newline');
    });
  });

  describe('batches', () => {
    it('delivers each object of a batch, skipping what is not one, and answers its requests as one array', async () => {
      const { socket, transport, log, received, last } = await started();
      socket.stdout(
        '[0,{"jsonrpc":"2.0","id":"p","method":"ping"},{"jsonrpc":"2.0","method":"notifications/message","params":{}},{"jsonrpc":"2.0","id":9,"method":"roots/list"}]\n',
      );
      expect(received.map((message) => (message as { method: string }).method)).toEqual([
        'ping',
        'notifications/message',
        'roots/list',
      ]);
      const before = log.size;
      await transport.send({ jsonrpc: '2.0', id: 9, result: { roots: [] } });
      expect(socket.stdin()).toEqual([]);
      expect(log.size).toBe(before);
      await transport.send({ jsonrpc: '2.0', id: 'p', result: {} });
      expect(socket.stdin()).toEqual([
        '[{"jsonrpc":"2.0","id":"p","result":{}},{"jsonrpc":"2.0","id":9,"result":{"roots":[]}}]\n',
      ]);
      expect(log.at(last().batch!.group)).toMatchObject({
        direction: 'out',
        kind: 'batch',
        raw: '[{"jsonrpc":"2.0","id":"p","result":{}},{"jsonrpc":"2.0","id":9,"result":{"roots":[]}}]',
      });
    });

    it('needs no answer for a batch of notifications, and sends other messages alone meanwhile', async () => {
      const { socket, transport, received } = await started();
      socket.stdout('[{"jsonrpc":"2.0","method":"notifications/message","params":{}}]\n');
      expect(received).toHaveLength(1);
      await transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
      expect(socket.stdin()).toEqual(['{"jsonrpc":"2.0","id":1,"method":"ping"}\n']);
    });
  });

  it('splits stderr into lines as written, records the exit with its stderr tail, and closes', async () => {
    const { socket, transport, log } = await started();
    let closed = 0;
    transport.onclose = () => closed++;
    socket.proxy({ type: 'stderr', chunk: 'fatal: simul' });
    socket.proxy({ type: 'stderr', chunk: 'ated crash\r\nsecond line\npartial' });
    socket.proxy({
      type: 'exit',
      code: 3,
      signal: null,
      stderrTail: ['fatal: simulated crash', 'second line', 'partial'],
    });
    const stderr = log
      .entries()
      .filter((entry) => entry.kind === 'stderr')
      .map((entry) => entry.raw);
    expect(stderr).toEqual(['fatal: simulated crash\r', 'second line', 'partial']);
    expect(transport.exit).toMatchObject({ code: 3 });
    expect(log.at(log.size - 1)!.raw).toMatch(/exited with code 3[\s\S]*simulated crash/);
    expect(closed).toBe(1);
    await expect(transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' })).rejects.toThrow(/exited with code 3/);
  });

  it("fails to start with the proxy's words when the command cannot be spawned", async () => {
    const { socket, transport } = setup();
    const starting = transport.start();
    socket.open();
    socket.proxy({ type: 'spawn-error', code: 'ENOENT', message: 'Cannot start "nope": command not found (ENOENT)' });
    await expect(starting).rejects.toThrow('Cannot start "nope"');
    expect(transport.spawnError).toContain('ENOENT');
  });

  it('explains a refused upgrade', async () => {
    const { socket, transport } = setup();
    const starting = transport.start();
    socket.close(1006);
    await expect(starting).rejects.toThrow(/proxy refused or dropped/);
  });
});
