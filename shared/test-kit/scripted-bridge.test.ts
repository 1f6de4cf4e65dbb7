import { describe, expect, it } from 'vitest';
import { encodeStdinFrame } from '../bridge/stdin-frame.ts';
import { decodeStdoutFrame } from '../bridge/stdout-frame.ts';
import { ScriptedBridge } from './scripted-bridge.ts';
import { echoServer } from './scripted-server.ts';

// The fake the session tests stand on: if it stops playing the proxy as the proxy plays, they prove nothing.

/** Everything the page would have received: proxy messages parsed, stdout frames as text. */
function heard(socket: ScriptedBridge) {
  const received: unknown[] = [];
  socket.binaryType = 'arraybuffer';
  socket.onmessage = ({ data }) =>
    received.push(
      typeof data === 'string'
        ? JSON.parse(data)
        : new TextDecoder().decode(decodeStdoutFrame(new Uint8Array(data as ArrayBuffer))!.bytes),
    );
  return received;
}

const stdin = (text: string) => encodeStdinFrame(new TextEncoder().encode(text));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ScriptedBridge', () => {
  it('opens soon, answers the spawn with its pid, and the server answers requests as JSON lines on stdout', async () => {
    const socket = new ScriptedBridge({ pid: 7, server: echoServer(), now: () => 5 });
    const received = heard(socket);
    let opened = false;
    socket.onopen = () => (opened = true);
    expect(socket.readyState).toBe(0);
    await tick();
    expect([opened, socket.readyState]).toEqual([true, 1]);

    socket.send(JSON.stringify({ type: 'spawn', command: 'node', args: ['s.js'], env: {} }));
    socket.send(stdin('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}\n'));
    socket.send(stdin('{"jsonrpc":"2.0","method":"notifications/initialized"}\nnot json\n'));
    await tick();
    expect(socket.spawn?.command).toBe('node');
    expect(received).toEqual([
      { t: 5, type: 'spawned', pid: 7 },
      '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"echoed"}]}}\n',
    ]);
    expect(socket.stdin()).toHaveLength(2);
  });

  it('holds what it is told to hold until the test answers, and lets an answer of its own override the server', async () => {
    const socket = new ScriptedBridge({ server: echoServer(), opens: 'by-hand', spawned: 'at-once' });
    const received = heard(socket);
    socket.hold.add('initialize');
    socket.answers.set('tools/list', () => ({ bytes: new TextEncoder().encode('garbage\n') }));
    socket.send(stdin('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}\n'));
    socket.send(stdin('{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n'));
    await tick();
    expect(received).toEqual(['garbage\n']);
    socket.answer(socket.held[0]!);
    expect(String(received[1])).toContain('"serverInfo":{"name":"scripted"');
  });

  it('refuses as a gone proxy does: closes with 1006 and never opens', async () => {
    const socket = new ScriptedBridge({ opens: 'refused' });
    const events: string[] = [];
    socket.onopen = () => events.push('open');
    socket.onclose = ({ code }) => events.push(`close ${code}`);
    await tick();
    expect(events).toEqual(['close 1006']);
  });

  it('will not hand stdout to a socket left on Blobs, as a browser would not', () => {
    const socket = new ScriptedBridge({ opens: 'by-hand' });
    expect(() => socket.stdout('x')).toThrow('binary frames would arrive as Blobs');
  });
});
