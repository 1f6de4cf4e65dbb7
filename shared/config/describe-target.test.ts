import { describe, expect, it } from 'vitest';
import type { ConnectTarget } from '../session/connect-target.ts';
import { describeTarget, entryName } from './describe-target.ts';

const stdio = (command: string, ...args: string[]): ConnectTarget => ({ kind: 'stdio', command, args, env: {} });

describe('describeTarget', () => {
  it('shows the command line as it would run, quoted where a shell would need it', () => {
    expect(describeTarget(stdio('npx', '-y', '@scope/server', '/My Documents'))).toBe(
      "npx -y @scope/server '/My Documents'",
    );
    expect(
      describeTarget({ kind: 'http', url: 'https://x.example/sse', transport: 'sse', route: 'auto', headers: [] }),
    ).toBe('SSE https://x.example/sse');
  });
});

describe('entryName', () => {
  it('names an entry after what it runs', () => {
    expect(entryName(stdio('npx', '-y', '@modelcontextprotocol/server-github@2025.4.8'))).toBe('server-github');
    expect(entryName(stdio('uvx', 'mcp-server-fetch==2025.4.7'))).toBe('mcp-server-fetch');
    expect(entryName(stdio('docker', 'run', '-i', '--rm', 'ghcr.io/github/github-mcp-server:v0.9.0'))).toBe(
      'github-mcp-server',
    );
    expect(entryName(stdio('/usr/bin/node', '/srv/weather/build/index.js'))).toBe('index');
    expect(entryName(stdio('python', 'weather.py', '--verbose'))).toBe('weather');
    expect(entryName(stdio('/opt/bin/my-server'))).toBe('my-server');
    expect(
      entryName({ kind: 'http', url: 'https://mcp.linear.app/sse', transport: 'sse', route: 'auto', headers: [] }),
    ).toBe('linear');
  });
});
