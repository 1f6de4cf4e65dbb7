import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rememberConnection } from '../../../../shared/config/recent-connections.ts';
import { FillNoteView } from './fill-note.tsx';
import { RecentList } from './recent-list.tsx';

const list = rememberConnection(
  rememberConnection(
    [],
    {
      target: { kind: 'stdio', command: '/usr/bin/node', args: ['/srv/app/dist/index.js'], env: {} },
      revision: 'auto',
      name: 'app',
    },
    1,
  ),
  {
    target: { kind: 'http', url: 'https://mcp.example.com/mcp', transport: 'auto', route: 'auto', headers: [] },
    revision: 'auto',
  },
  2,
);

describe('RecentList', () => {
  it('offers each connection to fill the fields, named by its name or what it runs, and a way to forget it', () => {
    const html = renderToStaticMarkup(<RecentList recent={list} onFill={() => {}} onForget={() => {}} />);
    expect(html).toContain('>Recent</h3>');
    expect(html).toContain('aria-label="Fill from recent: URL https://mcp.example.com/mcp"');
    expect(html).toContain('aria-label="Fill from recent: app: /usr/bin/node /srv/app/dist/index.js"');
    expect(html).toContain('node …/app/dist/index.js');
    expect(html).toContain('aria-label="Forget app"');
    expect(html).toContain('aria-label="Forget URL https://mcp.example.com/mcp"');
  });

  it('says how each connection goes: the transport, and the route when it is not the automatic one', () => {
    const url = 'https://mcp.example.com/mcp';
    const both = rememberConnection(
      rememberConnection(
        [],
        { target: { kind: 'http', url, transport: 'sse', route: 'relay', headers: [] }, revision: 'auto' },
        1,
      ),
      { target: { kind: 'http', url, transport: 'streamable-http', route: 'auto', headers: [] }, revision: 'auto' },
      2,
    );
    const html = renderToStaticMarkup(<RecentList recent={both} onFill={() => {}} onForget={() => {}} />);
    expect(html).toContain('>Streamable HTTP</span>');
    expect(html).toContain('>legacy SSE · via the proxy</span>');
  });

  it('is not there when there is nothing to show', () => {
    expect(renderToStaticMarkup(<RecentList recent={[]} onFill={() => {}} onForget={() => {}} />)).toBe('');
  });
});

describe('FillNoteView', () => {
  it('says where the values came from, that nothing runs, and what to fill in', () => {
    const html = renderToStaticMarkup(
      <FillNoteView
        note={{
          source: 'github in mcp.json',
          stdio: true,
          placeholders: [
            { text: '${input:token}', where: 'env GITHUB_TOKEN', description: 'GitHub token', secret: true },
          ],
          withheld: ['header Authorization'],
        }}
        onDismiss={() => {}}
      />,
    );
    expect(html).toContain('Filled in from github in mcp.json. Nothing runs until you press Connect.');
    expect(html).toMatch(
      /\$\{input:token\}<\/code> in env GITHUB_TOKEN<span[^>]*> — GitHub token<\/span><span[^>]*> \(secret\)/,
    );
    expect(html).toContain('Secrets are not remembered; enter again: header Authorization.');
    const remote = renderToStaticMarkup(
      <FillNoteView note={{ source: 'the link', stdio: false, placeholders: [], withheld: [] }} onDismiss={() => {}} />,
    );
    expect(remote).not.toContain('Nothing runs');
  });
});
