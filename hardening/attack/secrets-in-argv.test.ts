import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import { attack } from '../tally.ts';

// Secrets given the ways that keep them out of argv (-e NAME, --env-from,
// --headers-from -, $MCP_LOUPE_BEARER) must not stand in the command line of
// mcp-loupe or of any process it starts, where `ps` shows them to every
// user of the machine; and they must still reach the server.

const bin = new URL('../../bin/mcp-loupe.js', import.meta.url).pathname;
const envReport = new URL('../../e2e/fixtures/env-report.mjs', import.meta.url).pathname;
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Every live process whose command line holds `secret` (Linux /proc), with the command line's first word. */
function processesShowing(secret: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (cmdline.includes(secret)) found.push(`${name} ${cmdline.split('\0')[0]}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Pids of live processes whose command line holds `marker`. */
function pidsWith(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function run(
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): { child: ChildProcessWithoutNullStreams; output: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, CI: '1', ...env } });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(stdin ?? '');
  const output = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, output };
}

/** Looks at every process's command line every 10 ms until `done` settles; what it saw. */
async function watchArgv(secret: string, done: Promise<unknown>): Promise<{ showing: string[]; looks: number }> {
  const showing = new Set<string>();
  let finished = false;
  void done.finally(() => (finished = true));
  let looks = 0;
  while (!finished) {
    for (const found of processesShowing(secret)) showing.add(found);
    looks++;
    await delay(10);
  }
  return { showing: [...showing], looks };
}

async function readyUrl(child: ChildProcessWithoutNullStreams): Promise<URL> {
  let stdout = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const line = /^mcp-loupe ready at (\S+)$/m.exec(stdout);
      if (line) resolve(new URL(line[1] as string));
    });
    child.once('exit', (code) => reject(new Error(`mcp-loupe exited with ${code} before it was ready`)));
  });
}

async function configOf(url: URL): Promise<InspectorConfig> {
  const res = await fetch(new URL('/api/config', url), {
    headers: { authorization: `Bearer ${url.searchParams.get('token')}` },
  });
  return (await res.json()) as InspectorConfig;
}

/** A Streamable HTTP server that answers initialize as JSON and keeps the headers of each request. */
async function headerRecorder(): Promise<{ url: string; headers: IncomingHttpHeaders[]; server: Server }> {
  const headers: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    headers.push(req.headers);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method !== 'POST') return void res.writeHead(405).end();
      const message = JSON.parse(body) as { id?: number; method: string; params?: { protocolVersion?: string } };
      if (message.id === undefined) return void res.writeHead(202).end();
      const reply =
        message.method === 'initialize'
          ? {
              jsonrpc: '2.0',
              id: message.id,
              result: {
                protocolVersion: message.params?.protocolVersion ?? '2025-11-25',
                capabilities: {},
                serverInfo: { name: 'recorder', version: '1' },
              },
            }
          : { jsonrpc: '2.0', id: message.id, error: { code: -32601, message: 'Method not found' } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, headers, server };
}

const secret = () => `s3cret-${randomBytes(12).toString('hex')}`;

describe.runIf(process.platform === 'linux')('secrets stay out of every command line', () => {
  it('mcp-loupe --cli -e API_KEY: the stdio server gets the value, no process shows it', async () => {
    const value = secret();
    const { output } = run(['--cli', '-e', 'API_KEY', '--', process.execPath, envReport], { API_KEY: value });
    const watched = await watchArgv(value, output);
    const { code, stdout, stderr } = await output;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain(`API_KEY=${value}`);
    expect(watched.looks).toBeGreaterThan(5);
    expect(
      attack('secrets', 'mcp-loupe --cli -e NAME: the value in no process argv', watched.showing.length === 0),
    ).toBe(true);
  });

  it('mcp-loupe --cli --env-from -: the value read from standard input reaches the server, no process shows it', async () => {
    const value = secret();
    const { output } = run(['--cli', '--env-from', '-', '--', process.execPath, envReport], {}, `API_KEY=${value}\n`);
    const watched = await watchArgv(value, output);
    const { code, stdout } = await output;
    expect(code).toBe(0);
    expect(stdout).toContain(`API_KEY=${value}`);
    expect(
      attack('secrets', 'mcp-loupe --cli --env-from -: the value in no process argv', watched.showing.length === 0),
    ).toBe(true);
  });

  it('mcp-loupe --cli --headers-from -: the header reaches the HTTP server, no process shows it', async () => {
    const value = secret();
    const recorder = await headerRecorder();
    try {
      const { output } = run(
        ['--cli', '--transport', 'http', '--headers-from', '-', recorder.url],
        {},
        `Authorization: Bearer ${value}\nX-Api-Key: ${value}\n`,
      );
      const watched = await watchArgv(value, output);
      const { code, stderr } = await output;
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(recorder.headers[0]).toMatchObject({ authorization: `Bearer ${value}`, 'x-api-key': value });
      expect(
        attack(
          'secrets',
          'mcp-loupe --cli --headers-from -: the header in no process argv',
          watched.showing.length === 0,
        ),
      ).toBe(true);
    } finally {
      recorder.server.close();
    }
  });

  it('mcp-loupe -e API_KEY -- server: the page is given the value for the server, neither the proxy nor any child shows it', async () => {
    const value = secret();
    const marker = `marker-${randomBytes(6).toString('hex')}`;
    const { child } = run(['--port', '0', '--no-open', '-e', 'API_KEY', '--', process.execPath, envReport, marker], {
      API_KEY: value,
    });
    const url = await readyUrl(child);
    // The page's address carries mcp-loupe's own token, never the server's secrets.
    expect(url.href).not.toContain(value);
    const config = await configOf(url);
    expect(config.defaultServer.env).toEqual({ API_KEY: value });
    expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8')).not.toContain(value);
    expect(pidsWith(bin)).toContain(child.pid);
    expect(
      attack('secrets', 'mcp-loupe -e NAME: the value in no process argv', processesShowing(value).length === 0),
    ).toBe(true);
  });

  it('mcp-loupe --url --headers-from - and $MCP_LOUPE_BEARER: the page is given the headers, no process shows them', async () => {
    const value = secret();
    const bearer = secret();
    const { child } = run(
      ['--port', '0', '--no-open', '--url', 'https://example.com/mcp', '--headers-from', '-'],
      { MCP_LOUPE_BEARER: bearer },
      `Cookie: session=${value}\n`,
    );
    const url = await readyUrl(child);
    const config = await configOf(url);
    expect(config.defaultRemote).toMatchObject({ headers: [{ name: 'Cookie', value: `session=${value}` }], bearer });
    const showing = [...processesShowing(value), ...processesShowing(bearer)];
    expect(
      attack('secrets', 'mcp-loupe --headers-from - and $MCP_LOUPE_BEARER: in no process argv', showing.length === 0),
    ).toBe(true);
  });

  it('the look at every command line finds a secret that is there (so its silence above means something)', async () => {
    const value = secret();
    const { output } = run(['--cli', '-e', `API_KEY=${value}`, '--', process.execPath, envReport], {});
    const watched = await watchArgv(value, output);
    expect((await output).code).toBe(0);
    // mcp-loupe itself, at least: its argv holds the value given the old way.
    expect(watched.showing.length).toBeGreaterThan(0);
  });

  it('a secret given on the command line is warned of on stderr, by option and safer way, never by value', async () => {
    const value = secret();
    const { output } = run(['--cli', '-e', `API_KEY=${value}`, '--', process.execPath, envReport], {});
    const { code, stdout, stderr } = await output;
    expect(code).toBe(0);
    expect(stdout).toContain(`API_KEY=${value}`);
    expect(stderr).toMatch(
      /^mcp-loupe: warning: -e API_KEY=… on the command line is visible to other users in `ps`.*give -e API_KEY .*--env-from FILE\n$/,
    );
    expect(
      attack('secrets', 'a secret on the command line: warned of, its value not printed', !stderr.includes(value)),
    ).toBe(true);
  });
});
