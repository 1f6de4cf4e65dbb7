import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { expect, everythingServer, test } from './inspector.ts';
import {
  chooseTool,
  connectionStatus,
  logRows,
  messageLog,
  openInspector,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';

// A session of server-everything recorded by `mcp-loupe --cli record`, then served by `mcp-loupe --mock`:
// the page lists its tools and calls echo from the recording, over stdio through the proxy and over HTTP by URL.
const bin = fileURLToPath(new URL('../bin/mcp-loupe.js', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'loupe-mock-e2e-'));
const recording = join(scratch, 'everything.jsonl');

function record(): void {
  const run = spawnSync(
    process.execPath,
    [
      bin,
      '--cli',
      'record',
      '--out',
      recording,
      '--methods',
      'check,tools/call',
      '--tool',
      'echo',
      '--arg',
      'message=recorded',
      '--',
      ...[everythingServer.command, ...everythingServer.args],
    ],
    { encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
}

async function expectEchoFromRecording(page: import('@playwright/test').Page): Promise<void> {
  await chooseTool(page, 'echo');
  await toolField(page, 'message').fill('recorded');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('Echo: recorded');
  // An argument never recorded: the mock's error names the closest recorded call.
  await toolField(page, 'message').fill('never asked');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('the closest recorded request is entry');
  await expect(resultRegion(page)).toContainText('"never asked" here, "recorded" recorded');
}

test.describe('a recorded session served by mcp-loupe --mock', () => {
  test.beforeAll(record);

  test.describe('over stdio, through the proxy', () => {
    test.use({ defaultServer: { command: process.execPath, args: [bin, '--mock', recording], env: {} } });
    test('lists the recorded tools and answers echo as recorded', async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expect(page.getByRole('button', { name: /^echo\b/ }).first()).toBeVisible();
      await expectEchoFromRecording(page);
    });
  });

  test.describe('over Streamable HTTP, by URL', () => {
    let mock: ChildProcess | undefined;
    let url = '';
    test.beforeAll(async () => {
      mock = spawn(process.execPath, [bin, '--mock', recording, '--port', '0']);
      url = await new Promise<string>((resolve, reject) => {
        let stderr = '';
        mock!.stderr!.on('data', (chunk) => {
          stderr += chunk;
          const found = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(stderr);
          if (found) resolve(found[1]!);
        });
        mock!.once('close', () => reject(new Error(`the mock ended: ${stderr}`)));
      });
    });
    test.afterAll(() => void mock?.kill('SIGTERM'));
    test.use({
      defaultRemote: async ({}, use) =>
        use({ kind: 'http', url, transport: 'auto', route: 'auto', headers: [] } satisfies HttpTarget),
    });
    test('connects directly, lists the recorded tools and answers echo as recorded', async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await expect(connectionStatus(page)).toContainText('Streamable HTTP');
      await expectEchoFromRecording(page);
    });
  });
});

test.describe('Save as mock', () => {
  test("downloads the session's log, which mcp-loupe --mock serves", async ({ page, inspector }) => {
    await openInspector(page, inspector.url);
    await chooseTool(page, 'echo');
    await toolField(page, 'message').fill('saved');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('Echo: saved');
    await logRows(page, 'tools/call');
    await expect(rowsWith(messageLog(page).getByRole('row'), 'tools/call', '(result)').first()).toBeVisible();
    const download = page.waitForEvent('download');
    await messageLog(page).getByRole('button', { name: 'Save as mock', exact: true }).click();
    const saved = join(scratch, 'saved.jsonl');
    expect((await download).suggestedFilename()).toMatch(/^mcp-loupe-mock-.*\.jsonl$/);
    await (await download).saveAs(saved);
    const cli = spawnSync(
      process.execPath,
      [
        bin,
        '--cli',
        '--method',
        'tools/call',
        '--tool',
        'echo',
        '--arg',
        'message=saved',
        '--',
        process.execPath,
        bin,
        '--mock',
        saved,
      ],
      { encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(JSON.parse(cli.stdout).result.content).toEqual([{ type: 'text', text: 'Echo: saved' }]);
  });
});
