import { startInspector, type RunningInspector } from '../proxy/start-inspector.ts';
// The inspector's own test (not Playwright's bare one): every spec shares one worker kind, so its servers and browser.
import { expect, fixturesDir, test } from './inspector.ts';
import { connectionStatus, expectFirstLaterParts, logRows, openInspector } from './inspector-page.ts';

// mcp-loupe stopped, or stopped and started again (a new token), under an
// open page: the status names what happened and what to do, before and
// after Reconnect, instead of "The connection closed" and "Cannot reach the
// inspector's proxy".

const server = { command: process.execPath, args: [`${fixturesDir}empty-lists.mjs`], env: {} };
const running: RunningInspector[] = [];

test.afterEach(async () => {
  await Promise.all(running.splice(0).map((inspector) => inspector.close().catch(() => {})));
});

async function start(port = 0): Promise<RunningInspector> {
  const inspector = await startInspector({ port, open: false, defaultServer: server });
  running.push(inspector);
  return inspector;
}

async function stop(inspector: RunningInspector): Promise<void> {
  running.splice(running.indexOf(inspector), 1);
  await inspector.close();
}

test('mcp-loupe restarted on the same port: the page says its token changed and where to go, before and after Reconnect', async ({
  page,
}) => {
  const first = await start();
  await openInspector(page, first.url);
  await expectFirstLaterParts(page);
  const origin = `http://127.0.0.1:${first.port}`;

  await stop(first);
  const second = await start(first.port);
  expect(second.token).not.toBe(first.token);

  const restarted = `mcp-loupe was restarted and its token changed, so this page's token is refused: open the new address it printed (${origin}/?token=…), or reload from it.`;
  await expect(connectionStatus(page)).toContainText(restarted);
  await expect(connectionStatus(page)).not.toContainText('The connection closed');
  // Each answer of the proxy is noted in the log once: the Connect below adds its own.
  const noted = await logRows(page, 'its token changed');
  await expect(noted).toHaveCount(1);

  // After an error the panel's button is Connect: it connects again to the same server.
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(noted).toHaveCount(2);
  await expect(connectionStatus(page)).toContainText(restarted);
  await expect(connectionStatus(page)).not.toContainText("Cannot reach the inspector's proxy");

  // A reload keeps the old token (the tab's), and says the same; the address it printed opens a page that works again.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(restarted);
  await openInspector(page, second.url);
});

test('mcp-loupe stopped: the page says it is not running and how to start it, before and after Reconnect', async ({
  page,
}) => {
  const inspector = await start();
  await openInspector(page, inspector.url);
  await expectFirstLaterParts(page);
  const origin = `http://127.0.0.1:${inspector.port}`;

  await stop(inspector);
  const stopped = `mcp-loupe is not running at ${origin}: it was stopped, so this page can no longer reach its servers. Start it again (npm start, or mcp-loupe) and open the address it prints.`;
  await expect(connectionStatus(page)).toContainText(stopped);
  await expect(connectionStatus(page)).not.toContainText('The connection closed');
  const noted = await logRows(page, 'is not running at');
  await expect(noted).toHaveCount(1);

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(noted).toHaveCount(2);
  await expect(connectionStatus(page)).toContainText(stopped);
  await expect(connectionStatus(page)).not.toContainText("Cannot reach the inspector's proxy");
});

for (const transport of ['sse', 'streamable-http'] as const) {
  test(`a server behind a URL through the relay (${transport}), mcp-loupe stopped: the page says mcp-loupe is not running, not that the server is gone`, async ({
    page,
    shared,
  }) => {
    const remote = await shared.everything(transport === 'sse' ? 'sse' : 'streamableHttp');
    {
      const inspector = await startInspector({
        port: 0,
        open: false,
        defaultRemote: { kind: 'http', url: remote.url, transport, route: 'relay', headers: [] },
      });
      running.push(inspector);
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('Connected');
      const origin = `http://127.0.0.1:${inspector.port}`;

      await stop(inspector);
      const stopped = `mcp-loupe is not running at ${origin}: it was stopped, so this page can no longer reach its servers.`;
      // Generous: a Streamable HTTP session notices only when its stream, reopened through the relay, fails.
      await expect(connectionStatus(page)).toContainText(stopped, { timeout: 30_000 });
      await expect(connectionStatus(page)).not.toContainText('cannot be reached');
      await expect(connectionStatus(page)).not.toContainText('broke');
    }
  });
}
