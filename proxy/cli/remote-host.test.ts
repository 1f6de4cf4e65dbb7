import { describe, expect, it } from 'vitest';
import type { CliTarget } from './cli-options.ts';
import { remoteHost } from './remote-host.ts';

describe('remoteHost', () => {
  const http = (url: string): CliTarget => ({ kind: 'http', url, transport: 'auto', route: 'direct', headers: [] });
  it('lets this machine be loaded: loopback addresses and localhost, and any command', () => {
    for (const url of [
      'http://127.0.0.1:3000/mcp',
      'http://127.8.0.1/',
      'http://[::1]:8080/mcp',
      'http://localhost/mcp',
    ])
      expect(remoteHost(http(url)), url).toBeUndefined();
    expect(remoteHost({ kind: 'stdio', command: 'node', args: [], env: {}, inheritEnv: false })).toBeUndefined();
  });

  it('names any other host: a private address, a public one, a name that could resolve anywhere', () => {
    expect(remoteHost(http('http://192.168.1.4/mcp'))).toBe('192.168.1.4');
    expect(remoteHost(http('https://example.com/mcp'))).toBe('example.com');
    expect(remoteHost(http('http://127.0.0.1.example.com/'))).toBe('127.0.0.1.example.com');
  });
});
