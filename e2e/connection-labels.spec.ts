import { connect, expectConnected, openInspector, openTab, showConnectionSettings } from './inspector-page.ts';
import { expect, fixturesDir, test } from './inspector.ts';

test.describe('whose messages, which connection', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}empty-lists.mjs`], env: {} } });

  test('each server message names its connection and server, and a new connection is marked', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await openTab(page, 'Server messages');
    const messages = page.getByRole('list', { name: 'Server log messages' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText('Connection #1 empty-lists');
    await expect(messages.nth(1)).toContainText('#1 empty-lists');
    await expect(messages.nth(1)).not.toContainText('Connection #1');

    await connect(page);
    await expectConnected(page);
    await openTab(page, 'Server messages');
    await expect(messages).toHaveCount(4);
    await expect(messages.nth(2)).toContainText('Connection #2 empty-lists');
    await expect(messages.nth(2)).toContainText('hello from a new session');
    await expect(messages.nth(3)).toContainText('#2 empty-lists');
  });
});

test('recent connections to one URL over two transports tell apart by transport and route', async ({
  page,
  inspector,
}) => {
  const url = 'http://127.0.0.1:9/mcp';
  const entry = (transport: string, route: string, at: number) => ({
    key: JSON.stringify(['http', url, transport]),
    target: { kind: 'http', url, transport, route, headers: [] },
    revision: 'auto',
    at,
    withheld: [],
  });
  await page.addInitScript(
    (list) => localStorage.setItem('mcp-loupe.recent-connections', JSON.stringify(list)),
    [entry('streamable-http', 'direct', 2), entry('sse', 'relay', 1)],
  );
  await openInspector(page, inspector.url);
  await showConnectionSettings(page);
  const recent = page.getByRole('list', { name: 'Recent' });
  const streamable = recent.getByRole('button', { name: `Fill from recent: Streamable HTTP ${url}` });
  const sse = recent.getByRole('button', { name: `Fill from recent: SSE ${url}` });
  await expect(streamable).toContainText('Streamable HTTP · direct');
  await expect(sse).toContainText('legacy SSE · via the proxy');
});
