import { fixturesDir, type ServerSpec } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  chooseTool,
  connect,
  connectionStatus,
  logRows,
  messageLog,
  openInspector,
  resultRegion,
  rowsWith,
  runTool,
  showConnectionSettings,
  toolField,
} from './inspector-page.ts';

const nodeFixture = (name: string, env: Record<string, string> = {}): ServerSpec => ({
  command: process.execPath,
  args: [`${fixturesDir}${name}.mjs`],
  env,
});

test.describe('a server that frames stdout with Content-Length headers', () => {
  test.use({ defaultServer: nodeFixture('content-length-server') });

  test('connects in auto mode, answers a tool call written in its framing, and the log flags the framing', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await showConnectionSettings(page);
    await expect(page.getByRole('combobox', { name: 'Framing' })).toHaveValue('auto');

    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('framed');
    await runTool(page);
    // The fixture says how the request reached it: the inspector wrote Content-Length once it saw the server use it.
    await expect(resultRegion(page)).toContainText('Echo: framed (request read as a Content-Length frame)');

    const rows = await logRows(page, 'tools/call');
    const answer = rowsWith(rows, 'tools/call', '←').first();
    await expect(answer).toBeVisible();
    await answer.click();
    await expect(page.getByRole('region', { name: 'Entry detail' })).toContainText(/Content-Length header/);
    await expect(messageLog(page).getByRole('status', { name: 'Bytes waiting' })).toHaveCount(0);
  });

  test('read as newline-delimited, it earns a hint in the status that names the Framing to choose', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await showConnectionSettings(page);
    await page.getByRole('combobox', { name: 'Framing' }).selectOption('newline');
    await connect(page);

    // Bounded by the 3 s hint plus the machine's noise; the status says it while the connect still waits.
    const status = connectionStatus(page);
    await expect(status).toContainText('Connecting', { timeout: 15_000 });
    await expect(status).toContainText(
      'The server writes Content-Length headers: set Framing to auto or Content-Length.',
      { timeout: 15_000 },
    );
    await expect(status).toContainText(/\d+ bytes waiting for a newline/);
    await expect(page.getByRole('note', { name: 'Framing hint' })).toContainText(
      'set Framing to auto or Content-Length',
    );

    // The choice is kept with the server, like the other fields.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Framing' })).toHaveValue('newline');
  });
});

test.describe('a server that reads only Content-Length frames', () => {
  test.use({ defaultServer: nodeFixture('content-length-server', { READS: 'content-length' }) });

  test('silent in auto framing, its hint has a button that sets Framing to Content-Length and reconnects', async ({
    page,
    inspector,
  }) => {
    await page.goto(inspector.url);
    const hint = page.getByRole('note', { name: 'Framing hint' });
    await expect(hint).toContainText('If this server reads Content-Length frames, set Framing to Content-Length.', {
      timeout: 15_000,
    });
    await expect(page.getByRole('combobox', { name: 'Framing' })).toHaveValue('auto');

    await hint.getByRole('button', { name: 'Reconnect with Content-Length framing' }).click();
    await expect(connectionStatus(page)).toContainText('Connected', { timeout: 20_000 });
    // Connected, the settings fold: opened, they show the Framing the button chose.
    await showConnectionSettings(page);
    await expect(page.getByRole('combobox', { name: 'Framing' })).toHaveValue('content-length');
    await expect(hint).toHaveCount(0);

    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('one click');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('Echo: one click (request read as a Content-Length frame)');
  });
});

test.describe('a server that leaves a line without its newline', () => {
  const partial = '{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"café, half';
  test.use({ defaultServer: nodeFixture('partial-line-server', { PARTIAL: partial, REST: ' and the rest"}}' }) });

  test('shows the bytes waiting for a newline in the log and the status, until the line is whole', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'half');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('half a line follows');

    const waiting = `${Buffer.byteLength(partial)} bytes waiting for a newline`;
    await expect(connectionStatus(page)).toContainText(waiting);
    await logRows(page);
    await expect(messageLog(page).getByRole('status', { name: 'Bytes waiting' })).toContainText(waiting);

    await chooseTool(page, 'finish');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('the line is whole');
    await expect(connectionStatus(page)).not.toContainText('waiting for a newline');
    const rows = await logRows(page, 'notifications/message');
    await expect(rowsWith(rows, 'notifications/message', 'café, half and the rest')).toHaveCount(1);
    await expect(messageLog(page).getByRole('status', { name: 'Bytes waiting' })).toHaveCount(0);
  });
});
