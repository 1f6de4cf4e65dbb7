import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What `npx mcp-loupe` does for someone who installs the published package:
// pack a copy of this checkout (prepack builds the page and compiles the
// TypeScript there, leaving this tree's dist/ alone), install the tarball
// into an empty folder without dev dependencies, and run the command three ways.

const root = fileURLToPath(new URL('../', import.meta.url));
const notCopied = new Set([
  'node_modules',
  '.git',
  'dist',
  'test-results',
  'playwright-report',
  'bench/.cache',
  'conformance/results',
]);

// A minimal MCP server over stdio, the `server.js` a user would point mcp-loupe at.
const serverJs = `import { createInterface } from 'node:readline';
const send = (message) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, method, params } = JSON.parse(line);
  if (id === undefined) return;
  if (method === 'initialize') send({ id, result: { protocolVersion: params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'packed-test', version: '1.0.0' } } });
  else if (method === 'tools/list') send({ id, result: { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] } });
  else send({ id, error: { code: -32601, message: 'Method not found: ' + method } });
});
`;

let work: string;
let app: string;
let installed: string;

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

// CI turns off opening a browser; npm_config_yes=false keeps npx from fetching
// a package of the same name should the installed one be missing (`npx --no`
// would also take the command's own options for npm's).
const env = { ...process.env, CI: '1', npm_config_yes: 'false' };

function run(
  command: string,
  args: string[],
  cwd: string,
  timeout = 25_000,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function mustRun(command: string, args: string[], cwd: string): Promise<Finished> {
  const result = await run(command, args, cwd, 180_000);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.code}\n${result.stderr.slice(-4000)}`);
  return result;
}

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Starts `npx mcp-loupe ARGS` (in a process group of its own) and resolves with the page's URL once it is ready. */
function startPage(args: string[]): Promise<{ child: ChildProcess; url: URL }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['mcp-loupe', '--no-open', '--port', '0', ...args], {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, url: new URL(ready[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`mcp-loupe exited with ${code} before it was ready:\n${output}`)));
  });
}

function stopPage(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  return exited;
}

async function pageAnswers(
  url: URL,
): Promise<{ html: string; config: { defaultServer: { command: string; args: string[] }; version: string } }> {
  const token = url.searchParams.get('token') ?? '';
  const html = await (await fetch(url)).text();
  const configResponse = await fetch(new URL('/api/config', url), { headers: { authorization: `Bearer ${token}` } });
  expect(configResponse.status).toBe(200);
  return { html, config: (await configResponse.json()) as Awaited<ReturnType<typeof pageAnswers>>['config'] };
}

describe('the packed package', () => {
  beforeAll(async () => {
    const started = Date.now();
    work = mkdtempSync(join(tmpdir(), 'mcp-loupe-pack-'));
    const checkout = join(work, 'checkout');
    cpSync(root, checkout, {
      recursive: true,
      filter: (source) => !notCopied.has(relative(root, source).split('\\').join('/')),
    });
    symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'), 'dir');
    await mustRun('npm', ['pack', '--silent', '--pack-destination', work], checkout);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack wrote no tarball');
    const packed = Date.now();

    app = join(work, 'app');
    cpSync(join(work, tarball), join(app, tarball));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'tries-mcp-loupe', private: true, type: 'module' }),
    );
    writeFileSync(join(app, 'server.js'), serverJs);
    await mustRun('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--silent', `./${tarball}`], app);
    installed = join(app, 'node_modules', 'mcp-loupe');
    console.log(
      `${tarball}: ${kilobytes(statSync(join(work, tarball)).size)} packed (${((packed - started) / 1000).toFixed(0)} s), ` +
        `${megabytes(sizeOf(installed))} installed, ${megabytes(sizeOf(join(app, 'node_modules')))} with its dependencies ` +
        `(${((Date.now() - packed) / 1000).toFixed(0)} s to install)`,
    );
  }, 240_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('holds the compiled JavaScript and the built page, no TypeScript, and installs no dev dependency', () => {
    const files = readdirSync(installed, { recursive: true, encoding: 'utf8' }).map((file) =>
      file.split('\\').join('/'),
    );
    expect(files).toContain('bin/mcp-loupe.js');
    expect(files).toContain('dist/node/proxy/main.js');
    expect(files).toContain('dist/node/proxy/bridge/group-watchdog-process.js');
    expect(files).toContain('dist/node/proxy/apps/sandbox-script.js');
    expect(files).toContain('dist/cli/mcp-loupe-cli.js');
    expect(files).toContain('dist/cli/group-watchdog-process.js');
    expect(files).toContain('dist/web/index.html');
    expect(files.filter((file) => /\.(ts|tsx)$/.test(file))).toEqual([]);
    expect(files.filter((file) => file.includes('.test.'))).toEqual([]);
    const dependencies = readdirSync(join(app, 'node_modules'));
    for (const dev of ['typescript', 'vite', 'vitest', 'react', 'react-dom', '@tanstack', '@playwright'])
      expect(dependencies).not.toContain(dev);
  });

  it('`npx mcp-loupe` serves the page on the embedded server-everything', async () => {
    const { child, url } = await startPage([]);
    try {
      const { html, config } = await pageAnswers(url);
      expect(html).toContain('<title>mcp-loupe</title>');
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect((await fetch(new URL(script ?? '/missing', url))).status).toBe(200);
      expect(config.defaultServer.args[0]).toMatch(
        /node_modules[/\\]@modelcontextprotocol[/\\]server-everything[/\\]dist[/\\]index\.js$/,
      );
      expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    } finally {
      await stopPage(child);
    }
  }, 30_000);

  it('`npx mcp-loupe -- node server.js` opens the page onto that server', async () => {
    const { child, url } = await startPage(['--', 'node', 'server.js']);
    try {
      const { config } = await pageAnswers(url);
      expect(config.defaultServer).toMatchObject({ command: 'node', args: ['server.js'] });
    } finally {
      await stopPage(child);
    }
  }, 30_000);

  it('`npx mcp-loupe --cli --method tools/list -- node server.js` prints the tools, from the bundle and from dist/node alike', async () => {
    const args = ['mcp-loupe', '--cli', '--method', 'tools/list', '--', 'node', 'server.js'];
    const steady = (stdout: string) => stdout.replace(/("durationMs": )\d+/g, '$1N');
    const bundled = await run('npx', args, app);
    expect(bundled.code).toBe(0);
    const report = JSON.parse(bundled.stdout) as { result: { tools: { name: string }[] }; exitCode: number };
    expect(report.result.tools.map((tool) => tool.name)).toEqual(['echo']);
    expect(report.exitCode).toBe(0);
    const compiled = await run('npx', args, app, 25_000, { MCP_LOUPE_CLI_FROM: 'sources' });
    expect(compiled.code).toBe(0);
    expect(steady(compiled.stdout)).toBe(steady(bundled.stdout));
  }, 60_000);
});
