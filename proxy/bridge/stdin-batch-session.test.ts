import { spawn as nodeSpawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeStdinFrame } from '../../shared/bridge/stdin-frame.ts';
import type { RunningInspector } from '../start-inspector.ts';
import type { SpawnFunction } from './child-process.ts';
import { clientFrame, OPCODE, rawUpgrade } from '../test-kit/raw-bridge-client.ts';
import { nodeScript, startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

/** Every write the proxy makes to a server's stdin, as the bytes given. */
const stdinWrites: Buffer[] = [];
let spawned = 0;
const recordingSpawn: SpawnFunction = (command, args, options) => {
  const child = nodeSpawn(command, args, options);
  const write = child.stdin.write.bind(child.stdin) as (chunk: Uint8Array) => boolean;
  child.stdin.write = ((chunk: Uint8Array) => {
    stdinWrites.push(Buffer.from(chunk));
    return write(chunk);
  }) as typeof child.stdin.write;
  spawned++;
  return child;
};

let inspector: RunningInspector;
beforeAll(async () => {
  inspector = await startTestInspector({ spawn: recordingSpawn });
});
afterAll(() => inspector.close());

describe('stdin frames that arrive together', () => {
  it('reach the server in one write, in order, bytes exact', async () => {
    const connection = await rawUpgrade(inspector.port, `/bridge?token=${inspector.token}`);
    connection.socket.write(clientFrame(OPCODE.text, JSON.stringify(nodeScript("process.stdin.on('data', () => {})"))));
    await waitUntil(() => spawned === 1, WAIT_MS, 'the server to start');
    const lines = [1, 2, 3, 4, 5].map((id) => `{"jsonrpc":"2.0","id":${id},"method":"ping"}\n`);
    // One TCP write: the proxy reads the five frames at once, as it does when a page sends faster than the server answers.
    connection.socket.write(
      Buffer.concat(lines.map((line) => clientFrame(OPCODE.binary, Buffer.from(encodeStdinFrame(Buffer.from(line)))))),
    );
    await waitUntil(() => stdinWrites.length > 0, WAIT_MS, 'the write');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stdinWrites.map((bytes) => bytes.toString())).toEqual([lines.join('')]);
    connection.socket.destroy();
    await connection.closed;
  });
});
