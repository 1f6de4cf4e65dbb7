import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { diagnoseStdioStart } from '../../../../shared/bridge/stdio-start-failure.ts';
import { StartFailureCard } from './start-failure-card.tsx';

describe('StartFailureCard', () => {
  it('names the cause, the command, how it ended and the stderr tail, in a region of its own', () => {
    const failure = diagnoseStdioStart({
      command: 'node',
      args: ['/srv/x.js'],
      exit: { code: 1, signal: null, stderrTail: ["Error: Cannot find module '/srv/x.js'", '  requireStack: []'] },
    })!;
    const html = renderToStaticMarkup(<StartFailureCard failure={failure} />);
    expect(html).toMatch(/^<section aria-label="Server start failure"/);
    expect(html).toContain('Script not found');
    expect(html).toContain('node /srv/x.js');
    expect(html).toContain('exit code 1');
    expect(html).toContain('Error: Cannot find module &#x27;/srv/x.js&#x27;\n  requireStack: []');
  });

  it('a spawn the proxy refused for its limit on servers says so plainly, with the option and what to do', () => {
    const failure = diagnoseStdioStart({
      command: 'node',
      args: ['server.js'],
      spawnError:
        'mcp-loupe is already running 32 servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N (SERVER_LIMIT)',
    })!;
    const html = renderToStaticMarkup(<StartFailureCard failure={failure} />);
    expect(html).toContain('Too many servers');
    expect(html).toContain(
      'mcp-loupe is already running 32 servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N.',
    );
    expect(html).toContain('not started (the limit on servers)');
    expect(html).not.toContain('wrote nothing');
  });

  it('a process that never started has no stderr to show, and does not say it wrote none', () => {
    const failure = diagnoseStdioStart({
      command: 'nope',
      args: [],
      spawnError: 'Cannot start "nope": command not found (ENOENT)',
    })!;
    const html = renderToStaticMarkup(<StartFailureCard failure={failure} />);
    expect(html).toContain('not started (ENOENT)');
    expect(html).not.toContain('Stderr tail');
    expect(html).not.toContain('wrote nothing');
  });
});
