import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { ConnectionPanel } from './connection-panel.tsx';
import { TargetSummary } from './target-summary.tsx';

const stdio = { kind: 'stdio' as const, command: '/usr/bin/node', args: ['/srv/app/dist/index.js', 'stdio'], env: {} };
const render = (status: ConnectionStatus) =>
  renderToStaticMarkup(
    <ConnectionPanel
      initial={stdio}
      stdioDefault={stdio}
      status={status}
      onConnect={() => {}}
      onDisconnect={() => {}}
    />,
  );

describe('ConnectionPanel', () => {
  it('offers to fold its settings once connected, and starts unfolded', () => {
    const html = render('connected');
    expect(html).toMatch(/<button type="button" aria-expanded="true"[^>]*>.*Connection settings<\/button>/);
    expect(html).toContain('>Command</label>');
    expect(html).toContain('Reconnect');
    expect(html).toContain('Disconnect');
  });

  it('has nothing to fold while not connected', () => {
    const html = render('idle');
    expect(html).not.toContain('Connection settings');
    expect(html).toContain('>Connect</button>');
  });
});

describe('TargetSummary', () => {
  it('shows the short line and keeps the whole one for hover', () => {
    const html = renderToStaticMarkup(
      <TargetSummary
        transport="stdio"
        text="node …/dist/index.js stdio"
        full="/usr/bin/node /srv/app/dist/index.js stdio"
      />,
    );
    expect(html).toContain('title="/usr/bin/node /srv/app/dist/index.js stdio"');
    expect(html).toContain('node …/dist/index.js stdio');
  });
});
