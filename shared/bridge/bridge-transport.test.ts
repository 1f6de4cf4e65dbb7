import { describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { WireLog } from '../wire/wire-log.ts';
import { BridgeTransport } from './bridge-transport.ts';
import type { ProxyToBrowser } from './messages.ts';
import type { BridgeSocket } from './socket.ts';

type Untimed<T> = T extends unknown ? Omit<T, 't'> : never;

/** A socket whose far end the test plays, message by message, as the proxy would. */
class ScriptedSocket implements BridgeSocket {
  readyState = 0;
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

  it('logs every stdout line verbatim, delivers only JSON-RPC, and joins partial lines', async () => {
    const { socket, transport, log, received } = setup();
    const started = transport.start();
    socket.open();
    socket.proxy({ type: 'spawned', pid: 1 });
    await started;
    socket.proxy({ type: 'stdout', line: 'Server starting... not JSON' });
    socket.proxy({ type: 'stdout', line: '{"jsonrpc":"2.0","method":"notifications/mess', partial: true });
    socket.proxy({ type: 'stdout', line: 'age","params":{"level":"info","data":"x"}}' });
    socket.proxy({ type: 'stdout', line: '[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"result":{}}]' });
    const kinds = log.entries().slice(1).map((entry) => [entry.kind, entry.method]);
    expect(kinds).toEqual([
      ['invalid-json', undefined],
      ['notification', 'notifications/message'],
      ['batch', undefined],
    ]);
    expect(log.at(1)!.raw).toBe('Server starting... not JSON');
    expect(received.map((message) => ('method' in message ? message.method : message.id))).toEqual(['notifications/message', 1, 2]);
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
