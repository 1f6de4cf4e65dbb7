import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SessionState } from '../../../../shared/session/session-state.ts';
import { ServerOverview } from './server-overview.tsx';

function render(server: Record<string, unknown>): string {
  const state = {
    status: 'connected',
    connection: 1,
    clientCapabilities: { roots: {} },
    server: { protocolVersion: '2025-06-18', era: 'legacy', ...server },
  } as unknown as SessionState;
  return renderToStaticMarkup(<ServerOverview state={state} />);
}

describe('ServerOverview', () => {
  it('shows who the server is and what it offers', () => {
    const html = render({
      info: { name: 'srv', title: 'My Server', version: '1.2.3', websiteUrl: 'https://x.test' },
      capabilities: { tools: { listChanged: true } },
      instructions: 'Use it well',
    });
    expect(html).toContain('My Server');
    expect(html).toContain('srv 1.2.3');
    expect(html).toContain('href="https://x.test/"');
    expect(html).toContain('listChanged');
    expect(html).toContain('Use it well');
    expect(html).not.toContain('Problems with what the server says');
  });

  it('says what the 2026-07-28 probe met when the session began with initialize, and nothing when there is none', () => {
    const fact = "Does not speak 2026-07-28: the inspector's server/discover probe was answered with HTTP 500.";
    expect(render({ info: { name: 'srv', version: '1' }, capabilities: {}, discovery: fact })).toMatch(
      new RegExp(
        `<dt[^>]*>Discovery</dt><dd[^>]*>${fact.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/'/g, '&#x27;')}</dd>`,
      ),
    );
    expect(render({ info: { name: 'srv', version: '1' }, capabilities: {} })).not.toContain('Discovery');
  });

  it('shows the instructions whole in a section that folds, not in a scroll box', () => {
    const html = render({ info: { name: 'srv', version: '1' }, capabilities: {}, instructions: 'Line one\nLine two' });
    expect(html).toMatch(
      /<details open=""[^>]*><summary[^>]*>Instructions<\/summary><p[^>]*>Line one\nLine two<\/p><\/details>/,
    );
    expect(html).not.toContain('max-h-48');
  });

  it('never breaks a capability name inside a word', () => {
    const html = render({
      info: { name: 'srv', version: '1' },
      capabilities: { completions: {}, experimental: { x: {} } },
    });
    expect(html).toMatch(/<th scope="row" class="[^"]*whitespace-nowrap[^"]*">completions<\/th>/);
    expect(html).not.toContain('break-all');
  });

  it('shows wrong-typed serverInfo, capabilities and instructions as JSON and lists the problems', () => {
    const html = render({
      info: {
        name: { en: 'srv' },
        version: 2,
        description: ['d'],
        websiteUrl: 'javascript:alert(1)',
        icons: [{ src: 1 }],
      },
      capabilities: { tools: true, prompts: 'yes' },
      instructions: { text: 'hi' },
    });
    expect(html).toContain('{&quot;en&quot;:&quot;srv&quot;} 2');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('not opened: only http and https links are opened; this one is javascript:');
    expect(html).toContain('serverInfo: &quot;name&quot; is an object, not a string');
    expect(html).toContain('capabilities.tools is a boolean (true), not an object');
    expect(html).toContain('instructions is an object, not a string');
    expect(html).toContain('{&quot;text&quot;:&quot;hi&quot;}');
  });

  it('copes with capabilities and serverInfo that are not objects', () => {
    const html = render({ info: 'srv', capabilities: null });
    expect(html).toContain('Unnamed server');
    expect(html).toContain('serverInfo is a string (&quot;srv&quot;), not an object');
    expect(html).toContain('capabilities is null (null), not an object');
  });
});
