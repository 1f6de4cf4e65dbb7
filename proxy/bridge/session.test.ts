import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInspector } from '../start-inspector.ts';
import { TestClient } from '../test-kit/bridge-client.ts';
import { nodeScript, startTestInspector } from '../test-kit/test-inspector.ts';
import { WAIT_MS, waitUntil } from '../test-kit/waits.ts';

const echo = "process.stdin.on('data', (d) => process.stdout.write(d))";

let inspector: RunningInspector;
const clients: TestClient[] = [];
beforeAll(async () => {
  inspector = await startTestInspector({ now: () => 42 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => inspector.close());

async function connect(): Promise<TestClient> {
  const client = await TestClient.open(inspector);
  clients.push(client);
  return client;
}

describe('bridge session', () => {
  it('starts the process, says so, and echoes stdin back line by line', async () => {
    const client = await connect();
    client.send(nodeScript(echo));
    const spawned = await client.waitFor('spawned');
    expect(spawned).toEqual({ type: 'spawned', pid: expect.any(Number), t: 42 });
    client.send({ type: 'stdin', data: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
    client.send({ type: 'stdin', data: 'second' });
    await client.waitFor('stdout', (message) => message.line === 'second');
    expect(client.of('stdout').map(({ line, t }) => ({ line, t }))).toEqual([
      { line: '{"jsonrpc":"2.0","id":1,"method":"ping"}', t: 42 },
      { line: 'second', t: 42 },
    ]);
    expect(client.of('stdout-chunk').every((chunk) => chunk.t === 42)).toBe(true);
  });

  it('writes binary stdin frames exactly as given, adding nothing', async () => {
    const client = await connect();
    client.send(nodeScript(echo));
    await client.waitFor('spawned');
    const framed = 'Content-Length: 17\r\n\r\n{"jsonrpc":"2.0"}';
    client.sendStdin(framed);
    client.sendStdin(Uint8Array.of(0xff, 0x00, 0x0d));
    await waitUntil(() => client.stdoutBytes().length >= framed.length + 3, WAIT_MS, 'the echo');
    expect(client.stdoutBytes()).toEqual(Buffer.concat([Buffer.from(framed), Buffer.from([0xff, 0x00, 0x0d])]));
  });

  it('forwards stdout exactly as written, JSON or not, "\\r\\n" and a last unterminated line included', async () => {
    const client = await connect();
    const written =
      'Server starting…\r\n  {"jsonrpc": "2.0"}\n\n\x1b[32mok\x1b[0m\nContent-Length: 2\r\n\r\n{}no newline';
    client.send(nodeScript(`process.stdout.write(${JSON.stringify(written)})`));
    const exit = await client.waitFor('exit');
    expect(client.stdoutBytes().toString('utf8')).toBe(written);
    expect(client.stdoutLines()).toEqual([
      'Server starting…\r',
      '  {"jsonrpc": "2.0"}',
      '',
      '\x1b[32mok\x1b[0m',
      'Content-Length: 2\r',
      '\r',
      '{}no newline',
    ]);
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(client.messages.at(-1)).toBe(exit);
  });

  it('forwards stdout as the bytes written, even when they are not UTF-8', async () => {
    const client = await connect();
    const bytes = [0xff, 0xfe, 0x41, 0xc3, 0x0d, 0x0a, 0xe2, 0x82, 0xac, 0x0a, 0xef, 0xbb, 0xbf];
    client.send(nodeScript(`process.stdout.write(Buffer.from(${JSON.stringify(bytes)}))`));
    await client.waitFor('exit');
    expect([...client.stdoutBytes()]).toEqual(bytes);
  });

  it('forwards stderr chunks and keeps its last lines for the exit message', async () => {
    const client = await connect();
    const script =
      "for (let i = 1; i <= 30; i++) console.error('warning ' + i); process.stderr.write('fatal: boom'); process.exitCode = 3";
    client.send(nodeScript(script));
    const exit = await client.waitFor('exit');
    const stderr = client
      .of('stderr')
      .map((message) => message.chunk)
      .join('');
    expect(stderr).toContain('warning 1\nwarning 2\n');
    expect(stderr.endsWith('fatal: boom')).toBe(true);
    expect(exit.code).toBe(3);
    expect(exit.stderrTail).toHaveLength(20);
    expect(exit.stderrTail.at(0)).toBe('warning 12');
    expect(exit.stderrTail.at(-1)).toBe('fatal: boom');
  });

  it('reports the signal that ended the process', async () => {
    const client = await connect();
    client.send(nodeScript("process.kill(process.pid, 'SIGKILL')"));
    expect(await client.waitFor('exit')).toMatchObject({ code: null, signal: 'SIGKILL' });
  });

  it('keeps the socket open after the exit, for the browser to decide', async () => {
    const client = await connect();
    client.send(nodeScript(''));
    await client.waitFor('exit');
    client.send({ type: 'stdin', data: 'too late' });
    expect((await client.waitFor('bridge-error')).message).toMatch(/ended/);
  });

  it('forwards a large write in chunks of at most 1 MiB, every byte in order', async () => {
    const client = await connect();
    const size = 2.5 * 1024 * 1024;
    client.send(nodeScript(`process.stdout.write('x'.repeat(${size}) + '\\nafter\\n')`));
    await client.waitFor('exit');
    const chunks = client.of('stdout-chunk');
    expect(chunks.every((chunk) => chunk.bytes.length > 0 && chunk.bytes.length <= 1024 * 1024)).toBe(true);
    expect(client.stdoutBytes().length).toBe(size + 7);
    expect(client.stdoutLines()).toEqual(['x'.repeat(size), 'after']);
  });

  it('passes the requested env and runs in the requested cwd', async () => {
    const cwd = realpathSync(mkdtempSync(join(tmpdir(), 'loupe-cwd-')));
    try {
      const client = await connect();
      client.send(
        nodeScript('console.log(process.env.LOUPE_TEST + " " + typeof process.env.PATH + " " + process.cwd())', {
          env: { LOUPE_TEST: 'hello' },
          cwd,
        }),
      );
      await client.waitFor('exit');
      expect(client.stdoutLines()).toEqual([`hello string ${cwd}`]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('does not run the command through a shell', async () => {
    const client = await connect();
    client.send({
      type: 'spawn',
      command: process.execPath,
      args: ['-e', 'console.log(process.argv[1])', '$(echo hi); `id`'],
      env: {},
    });
    await client.waitFor('exit');
    expect(client.stdoutLines()).toEqual(['$(echo hi); `id`']);
  });
});

describe('bridge session errors', () => {
  it('reports a missing command as a spawn error naming it', async () => {
    const client = await connect();
    client.send({ type: 'spawn', command: 'surely-not-a-command-xyz', args: [], env: {} });
    const error = await client.waitFor('spawn-error');
    expect(error).toEqual({
      type: 'spawn-error',
      code: 'ENOENT',
      message: 'Cannot start "surely-not-a-command-xyz": command not found (ENOENT)',
      t: 42,
    });
    client.send({ type: 'stdin', data: 'x' });
    await client.waitFor('bridge-error');
    expect(client.of('exit')).toEqual([]);
  });

  it('reports a command that is not executable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loupe-noexec-'));
    const file = join(dir, 'server.sh');
    writeFileSync(file, 'echo hi\n', { mode: 0o644 });
    try {
      const client = await connect();
      client.send({ type: 'spawn', command: file, args: [], env: {} });
      expect(await client.waitFor('spawn-error')).toMatchObject({
        code: 'EACCES',
        message: expect.stringContaining(file),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a missing working directory clearly', async () => {
    const client = await connect();
    client.send(nodeScript('', { cwd: '/no/such/dir' }));
    expect(await client.waitFor('spawn-error')).toMatchObject({
      code: 'ENOENT',
      message: expect.stringContaining('working directory "/no/such/dir" does not exist'),
    });
    client.send({ type: 'stdin', data: 'x' });
    expect((await client.waitFor('bridge-error')).message).toMatch(/could not start/);
  });

  it('refuses a variable name that is not a POSIX name, naming it, and starts nothing: the page is not its only client', async () => {
    for (const name of ['$(touch /tmp/x)', 'X;touch x;Y', 'A=B', '']) {
      const client = await connect();
      client.send(nodeScript('', { env: { OK: '1', [name]: 'v' } }));
      const error = await client.waitFor('spawn-error');
      expect(error.code).toBe('EINVAL');
      expect(error.message).toBe(
        `Cannot start ${JSON.stringify(process.execPath)}: ${name === '' ? 'An environment variable needs a name' : `The environment variable name ${JSON.stringify(name)} is not a POSIX name (a letter or _, then letters, digits or _)`} (EINVAL)`,
      );
      expect(client.of('spawned')).toEqual([]);
    }
  });

  it('names the variable or argument that holds a NUL, never its value', async () => {
    const client = await connect();
    client.send(nodeScript('', { env: { TOKEN: 'sk-live-secret\0tail' } }));
    const error = await client.waitFor('spawn-error');
    expect(error.message).toBe(
      `Cannot start ${JSON.stringify(process.execPath)}: The value of TOKEN holds a NUL character, which no process can be given (the value is not shown, as it may be a secret) (EINVAL)`,
    );
    const second = await connect();
    second.send({
      type: 'spawn',
      command: process.execPath,
      args: ['-e', '', '--api-key', 'sk-live-secret\0tail'],
      env: {},
    });
    const argument = await second.waitFor('spawn-error');
    expect(argument.message).toMatch(/argument 4 holds a NUL character/);
    for (const message of [error.message, argument.message]) expect(message).not.toContain('sk-live-secret');
  });

  it('answers bad messages with bridge-error and keeps going', async () => {
    const client = await connect();
    client.send('{not json');
    client.send('{"type":"resize"}');
    client.send({ type: 'stdin', data: 'before spawn' });
    client.ws.send(Buffer.from('binary'), { binary: true });
    client.send(nodeScript(echo));
    await client.waitFor('spawned');
    client.send(nodeScript(echo));
    client.send({ type: 'stdin', data: 'still here' });
    await client.waitFor('stdout', (message) => message.line === 'still here');
    expect(client.of('bridge-error').map((message) => message.message)).toEqual([
      expect.stringMatching(/Not JSON/),
      expect.stringMatching(/Unknown message type "resize"/),
      expect.stringMatching(/first message must be "spawn"/),
      expect.stringMatching(/Binary frames/),
      expect.stringMatching(/already started a process/),
    ]);
    expect(client.of('spawned')).toHaveLength(1);
  });
});

describe('the environment a server starts with', () => {
  const show =
    'console.log(JSON.stringify([process.env.MCP_LOUPE_TEST_SECRET ?? null, process.env.API_KEY ?? null, typeof process.env.PATH]))';
  let secretive: RunningInspector;
  beforeAll(async () => {
    secretive = await startTestInspector({ env: { ...process.env, MCP_LOUPE_TEST_SECRET: 'from-the-inspector' } });
  });
  afterAll(() => secretive.close());

  const run = async (extra: Parameters<typeof nodeScript>[1]) => {
    const client = await TestClient.open(secretive);
    clients.push(client);
    client.send(nodeScript(show, extra));
    await client.waitFor('exit');
    return JSON.parse(client.stdoutLines()[0]!) as unknown;
  };

  it("leaves out the inspector's own variables by default, keeping PATH and the person's", async () => {
    expect(await run({ env: { API_KEY: 'dev' } })).toEqual([null, 'dev', 'string']);
  });

  it('passes on all of them when the spawn asks to inherit', async () => {
    expect(await run({ env: { API_KEY: 'dev' }, inheritEnv: true })).toEqual(['from-the-inspector', 'dev', 'string']);
  });
});

describe('a failure inside a session', () => {
  it('ends that connection with 1011 and a bridge-error, not the proxy', async () => {
    const logs: string[] = [];
    // A spawn whose "child" has no streams: piping it throws inside the message handler.
    const broken = await startTestInspector({ spawn: () => ({}) as never, log: (message) => logs.push(message) });
    try {
      const victim = await TestClient.open(broken);
      const closed = new Promise<number>((resolve) => victim.ws.once('close', (code) => resolve(code)));
      victim.send(nodeScript(''));
      expect((await victim.waitFor('bridge-error')).message).toMatch(
        /^The proxy failed on that message \(.+\); this connection closes$/,
      );
      expect(await closed).toBe(1011);
      expect(logs).toEqual([expect.stringMatching(/^bridge session: /)]);

      const next = await TestClient.open(broken);
      next.send('{oops');
      expect((await next.waitFor('bridge-error')).message).toMatch(/Not JSON/);
      await next.close();
    } finally {
      await broken.close();
    }
  });
});
