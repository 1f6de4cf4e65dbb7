import { expect, test } from '@playwright/test';
import { startModelInspector } from './model-inspector.ts';
import { expectConnected, logRows, messageLog, rowsWith } from './inspector-page.ts';

// Model turns in the wire log: the real mcp-loupe command with a scripted provider (a real HTTP server speaking
// OpenAI's chat completions), the embedded server-everything and Chromium. The model calls echo, the person approves,
// and the Log's timeline draws both model steps in their own lane; the first links to the tools/call frame it caused,
// and that frame links back to it.

const KEY = 'sk-e2e-lane-key-0b6f2a9d41c7e385';
const loupe = startModelInspector(KEY);

test('the timeline draws model turns in their own lane, linked to the tools/call frames they caused', async ({
  page,
}, testInfo) => {
  loupe.provider.setScript([
    { toolCalls: [{ name: 'echo', arguments: { message: 'lane test' } }], usage: { input: 120, output: 14 } },
    { text: 'Echoed.', usage: { input: 180, output: 9 } },
  ]);
  await page.goto(loupe.proxy.url);
  await expectConnected(page);

  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await page.getByRole('textbox', { name: 'Message' }).fill('Please echo something.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const call = conversation.getByRole('region', { name: 'Tool call echo' });
  await call.getByRole('button', { name: 'Approve' }).click({ timeout: 20_000 });
  await expect(conversation).toContainText('Echoed.');

  const log = messageLog(page);
  // The frames table: the steps' starts and ends are entries of their own, apart from the server's frames.
  const rows = await logRows(page);
  await expect(rowsWith(rows, 'model step 1 ended')).toHaveCount(1);
  await expect(rowsWith(rows, 'model step 2 ended')).toHaveCount(1);
  await log.getByRole('checkbox', { name: 'Only model turns' }).check();
  await expect(rows).toHaveCount(4);
  await expect(rowsWith(rows, 'tools/call')).toHaveCount(0);
  await log.getByRole('checkbox', { name: 'Only model turns' }).uncheck();

  await log.getByRole('group', { name: 'Log view' }).getByRole('button', { name: 'Timeline' }).click();
  const lane = log.getByRole('list', { name: 'Model turns' });
  const turns = lane.getByRole('button');
  await expect(turns).toHaveCount(2);
  await expect(turns.first()).toHaveAccessibleName(/^model step 1: model turn, answered in /);
  await expect(log.getByRole('region', { name: 'Timeline' })).toContainText('2 model steps');
  // The server's requests stay in their rows, the echo call among them.
  await expect(
    log
      .getByRole('list', { name: 'Requests and notifications in time' })
      .getByRole('button', { name: /^tools\/call #/ }),
  ).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('model-lane.png') });

  // The first turn's detail: its figures and the tools/call frame it caused.
  await turns.first().click();
  const detail = log.getByRole('region', { name: 'Entry detail' });
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText('model step 1 ended');
  const turn = detail.getByRole('region', { name: 'Model turn' });
  await expect(turn).toContainText('120 in, 14 out');
  await expect(turn).toContainText('done (tool-calls)');
  // The recorded request body is there, and no key is.
  await expect(detail).toContainText('Please echo something.');
  await expect(detail).not.toContainText(KEY);
  await page.screenshot({ path: testInfo.outputPath('model-lane-detail.png') });
  await turn.getByRole('button', { name: /^tools\/call #\S+ \(echo\)/ }).click();

  // The frame it caused, and the way back.
  await expect(detail.getByRole('heading', { level: 3 })).toContainText('tools/call');
  await expect(detail).toContainText('lane test');
  await detail.getByRole('button', { name: 'model step 1 of conversation 1' }).click();
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText('model step 1 ended');

  // The second step called nothing.
  await turns.nth(1).click();
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText('model step 2 ended');
  await expect(detail.getByRole('region', { name: 'Model turn' })).toContainText('none: the model answered');
});
