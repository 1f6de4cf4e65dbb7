import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runMcpLoupe } from '../proxy/test-kit/run-mcp-loupe.ts';

const bin = fileURLToPath(new URL('./mcp-loupe.js', import.meta.url));
const builtPage = fileURLToPath(new URL('../dist/web/index.html', import.meta.url));

const run = (args: string[]) => runMcpLoupe(args);

describe('bin/mcp-loupe.js', () => {
  it('prints usage', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: mcp-loupe [options] [--] [COMMAND [ARGS...]]');
  });

  it('refuses a bad port with exit code 2, before building anything', async () => {
    const { code, stdout, stderr } = await run(['--port', 'abc']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('mcp-loupe: --port: "abc" is not a port number (0-65535)');
  });

  it.skipIf(!existsSync(builtPage))('starts, prints one ready line, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [bin, '--port', '0'], { env: { ...process.env, CI: '1' } });
    let stdout = '';
    const ready = new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (stdout.includes('\n')) resolve(stdout);
      });
    });
    const line = (await ready).trim();
    expect(line).toMatch(/^mcp-loupe ready at http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
    const url = new URL(line.slice(line.indexOf('http')));
    const token = url.searchParams.get('token');
    const api = new URL('/api/config', url);
    expect((await fetch(api)).status).toBe(401);
    expect((await fetch(api, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const exited = new Promise((resolve) => child.once('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });
});
