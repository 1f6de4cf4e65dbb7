import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { framingAdvice } from './framing-advice.ts';

const fixture = fileURLToPath(new URL('../../e2e/fixtures/content-length-server.mjs', import.meta.url));
const silent =
  '"node server.js" did not answer initialize within 3 s. Is it reading its stdin, and writing JSON-RPC (and nothing else) to its stdout?';
const stdio = { kind: 'stdio' as const, command: 'node', args: ['server.js'], env: {}, inheritEnv: false };

describe('framingAdvice', () => {
  it('names the option for a stdio server that said nothing readable: Content-Length, or newline when Content-Length was written', () => {
    expect(framingAdvice(stdio, silent, [])).toBe(
      'If this server reads Content-Length frames (LSP style), run again with --framing content-length',
    );
    expect(framingAdvice({ ...stdio, framing: 'content-length' }, silent, [])).toBe(
      "If this server reads newline-delimited JSON (MCP's stdio framing), run again with --framing newline",
    );
  });

  it('says nothing when the server answered something, failed otherwise, or is behind a URL', () => {
    const answered = [{ direction: 'in', kind: 'notification' } as WireEntry];
    expect(framingAdvice(stdio, silent, answered)).toBeUndefined();
    expect(framingAdvice(stdio, 'The server exited with code 1', [])).toBeUndefined();
    expect(
      framingAdvice(
        { kind: 'http', url: 'http://127.0.0.1:1/mcp', transport: 'auto', headers: [] } as never,
        silent,
        [],
      ),
    ).toBeUndefined();
  });
});

describe('--cli against a stdio server that reads only Content-Length frames', () => {
  it('prints the exact --framing option in its error, and with it the server answers', {
    timeout: 60_000,
  }, async () => {
    const run = (args: string[]) =>
      runMcpLoupe(['--cli', ...args, '-e', 'READS=content-length', '--', process.execPath, fixture]);
    const silentRun = await run(['--timeout', '3']);
    expect(silentRun.code).toBe(3);
    expect(silentRun.stderr).toContain('did not answer initialize within 3 s');
    expect(silentRun.stderr).toContain(
      'mcp-loupe: If this server reads Content-Length frames (LSP style), run again with --framing content-length',
    );
    const framed = await run(['--framing', 'content-length']);
    expect(framed.code).toBe(0);
    expect(JSON.parse(framed.stdout).result.serverInfo.name).toBe('content-length-server');
  });
});
