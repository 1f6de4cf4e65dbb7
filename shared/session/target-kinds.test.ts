import { describe, expect, it } from 'vitest';
import type { HttpTarget } from '../http/http-target.ts';
import type { StdioTarget } from './connect-target.ts';
import { perKind, targetFacts } from './target-kinds.ts';

const command: StdioTarget = {
  kind: 'stdio',
  command: 'node',
  args: ['server.js', '--port', '1'],
  env: { TOKEN: 'x' },
};
const url: HttpTarget = {
  kind: 'http',
  url: 'https://mcp.example.com/mcp',
  transport: 'sse',
  route: 'auto',
  headers: [{ name: 'X-Team', value: 'a' }],
};

describe('targetFacts', () => {
  it('states a command as a process the proxy starts, named by its command line and environment', () => {
    expect(targetFacts(command)).toEqual({
      label: 'stdio',
      startsProcess: true,
      commandLine: '"node server.js --port 1"',
      identity: JSON.stringify(['stdio', 'node', ['server.js', '--port', '1'], '']),
      settings: { label: 'Environment', names: ['TOKEN'] },
    });
  });

  it('states a URL as reached, not started, named by the URL and its headers', () => {
    expect(targetFacts(url)).toEqual({
      label: 'URL',
      startsProcess: false,
      commandLine: 'https://mcp.example.com/mcp',
      identity: JSON.stringify(['http', 'https://mcp.example.com/mcp', 'sse']),
      settings: { label: 'Headers', names: ['X-Team'] },
      url: 'https://mcp.example.com/mcp',
    });
  });

  it('tells one command in two directories apart, and one URL over two transports', () => {
    expect(targetFacts({ ...command, cwd: '/a' }).identity).not.toBe(targetFacts(command).identity);
    expect(targetFacts({ ...url, transport: 'auto' }).identity).not.toBe(targetFacts(url).identity);
    expect(targetFacts({ ...url, headers: [] }).identity).toBe(targetFacts(url).identity);
  });
});

describe('perKind', () => {
  it("calls the entry of the target's own kind with the target", () => {
    const table = { stdio: (target: StdioTarget) => target.command, http: (target: HttpTarget) => target.url };
    expect(perKind(command, table)).toBe('node');
    expect(perKind(url, table)).toBe('https://mcp.example.com/mcp');
  });
});
