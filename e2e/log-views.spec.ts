import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Page } from '@playwright/test';
import { expect, fixtureServer, fixturesDir, test } from './inspector.ts';
import type { LentServer } from './shared-servers.ts';
import {
  chooseTool,
  logEntryCount,
  logRows,
  messageLog,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';

/**
 * Runs a command as a terminal would take it pasted (from standard input) and
 * returns what it printed, once `enough` says so or it ends; then ends it and
 * anything it started (a server may wait on for more).
 */
async function runInShell(command: string, enough: (out: string) => boolean = () => false): Promise<string> {
  const shell = spawn('sh', [], { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
  let out = '';
  const exited = once(shell, 'exit');
  const done = new Promise<void>((resolve) => {
    shell.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (enough(out)) resolve();
    });
  });
  shell.stdin.end(`${command}\n`);
  // Up to 40 s: a bound on a command that never ends, not a measure (it returns once `enough` or the end comes).
  await Promise.race([done, exited, new Promise((resolve) => setTimeout(resolve, 40_000))]);
  try {
    process.kill(-shell.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
  return out;
}

const framesTable = (page: Page) => messageLog(page).getByRole('table', { name: 'Frames' });
const entryDetail = (page: Page) => page.getByRole('region', { name: 'Entry detail' });

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('findings and search, on a server whose answers break JSON-RPC', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}bad-answers.mjs`], env: {} } });

  test('the Findings panel counts a rule’s frames, its count filters the Frames table to exactly those, and a regular expression finds frames by their raw text', async ({
    page,
    inspector,
  }) => {
    await openInspector(page, inspector.url);
    // Two answers whose error code is a string, one whose jsonrpc is "1.0".
    for (const tool of ['error-code-string', 'old-jsonrpc', 'error-code-string']) {
      await chooseTool(page, tool);
      await runTool(page);
      await expect(resultRegion(page)).toContainText(/error|1\.0|flagged/i);
    }
    await openTab(page, 'Log');

    const findings = page.getByRole('region', { name: 'Findings' });
    const rule = findings.getByRole('listitem').filter({ hasText: '"error.code" must be an integer' });
    const count = rule.getByRole('button', { name: /flagged/ });
    await expect(count).toHaveText('2 frames');
    await count.click();
    await expect(count).toHaveAttribute('aria-pressed', 'true');
    const rows = framesTable(page).getByRole('row');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('"code":"-32000"');

    // Each row's detail names the rule the panel counted.
    const ruleName = (await count.getAttribute('aria-label'))!.replace(/^2 frames flagged /, '');
    await rows.first().click();
    const onFrame = entryDetail(page).getByRole('list', { name: 'Findings on this frame' });
    await expect(onFrame).toContainText(ruleName);
    await expect(onFrame).toContainText('at /error/code');

    // The way back: every frame again.
    await findings.getByRole('button', { name: 'Show all frames' }).click();
    const total = await logEntryCount(page);
    await expect(framesTable(page)).toHaveAttribute('aria-rowcount', String(total));

    // A regular expression over the raw text: the two answers, not the requests that asked for them.
    await page.getByRole('button', { name: 'Regular expression' }).click();
    await page.getByLabel('Filter log').fill('"code":\\s*"-3\\d+"');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('tools/call (error)');
    // As plain text the same words find nothing.
    await page.getByRole('button', { name: 'Regular expression' }).click();
    await expect(rows).toHaveCount(0);

    // An expression that does not compile says so and filters nothing out.
    await page.getByRole('button', { name: 'Regular expression' }).click();
    await page.getByLabel('Filter log').fill('"code":(');
    await expect(messageLog(page).getByRole('alert')).toContainText('Not a regular expression');
    await expect(framesTable(page)).toHaveAttribute('aria-rowcount', String(total));
  });
});

test.describe('timeline and replay, on server-everything over stdio', () => {
  test('the Timeline has a bar per request; a bar opens its frame, and Copy as command replays it from a shell', async ({
    page,
    context,
    inspector,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openInspector(page, inspector.url);
    for (const message of ['first call', 'second call']) {
      await chooseTool(page, 'echo');
      await toolField(page, 'message').fill(message);
      await runTool(page);
      await expect(resultRegion(page)).toContainText(`Echo: ${message}`);
    }
    await openTab(page, 'Log');
    await messageLog(page).getByRole('button', { name: 'Timeline' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const calls = timeline.getByRole('button', { name: /^tools\/call #\S+: request, answered in / });
    await expect(calls).toHaveCount(2);
    await expect(timeline.getByRole('button', { name: /^initialize #\S+: request, answered in / })).toHaveCount(1);
    await expect(timeline.getByRole('button', { name: /^notifications\/initialized: notification sent$/ })).toHaveCount(
      1,
    );

    await calls.nth(1).click();
    const detail = entryDetail(page);
    await expect(detail).toContainText('"message": "second call"');
    await expect(detail).toContainText('sent by the inspector');

    await detail.getByRole('button', { name: 'Copy', exact: true }).click();
    const frame = await clipboardText(page);
    await detail.getByRole('button', { name: 'Copy as command' }).click();
    await expect.poll(() => clipboardText(page)).not.toBe(frame);
    const command = await clipboardText(page);
    const lines = command.split('\n');
    expect(lines[0]).toContain('server-everything/dist/index.js');
    expect(lines[0]).toMatch(/<<'MCP_LOUPE_FRAMES'$/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ method: 'initialize' });
    expect(JSON.parse(lines[2]!)).toMatchObject({ method: 'notifications/initialized' });
    expect(lines[3]).toBe(frame);
    expect(lines[4]).toBe('MCP_LOUPE_FRAMES');

    // Pasted into a shell, it starts the server and gets the same answer.
    const id = (JSON.parse(frame) as { id: number | string }).id;
    const answers = (await runInShell(command, (out) => out.includes('Echo: second call')))
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { id?: unknown; result?: unknown });
    expect(answers.find((answer) => answer.id === id)?.result).toEqual({
      content: [{ type: 'text', text: 'Echo: second call' }],
    });
  });
});

// server-everything over HTTP, shared by this worker's tests: each opens a session of its own on it.
const overHttp = test.extend<{ server: LentServer }>({
  server: async ({ shared }, use) => use(await shared.everything('streamableHttp')),
  defaultRemote: async ({ server }, use) =>
    use({ kind: 'http', url: server.url, transport: 'auto', route: 'auto', headers: [] }),
});

overHttp.describe('replay over Streamable HTTP', () => {
  overHttp(
    'Copy as curl sends the request again, with the headers it went with, and the server answers it',
    async ({ page, context, inspector }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openInspector(page, inspector.url);
      // The server asks for the roots 350 ms after the handshake: a call it asks something during is replayed by
      // the CLI, not curl (curl cannot answer), so the call copied here is made once the roots went back.
      await expect(rowsWith(await logRows(page, 'roots/list'), '→').first()).toBeVisible();
      await chooseTool(page, 'echo');
      await toolField(page, 'message').fill('over curl');
      await runTool(page);
      await expect(resultRegion(page)).toContainText('Echo: over curl');

      await openTab(page, 'Log');
      await page.getByLabel('Filter log').fill('over curl');
      await framesTable(page)
        .getByRole('row')
        .filter({ hasText: 'tools/call' })
        .filter({ hasText: '→' })
        .first()
        .click();
      const detail = entryDetail(page);
      await detail.getByRole('button', { name: 'Copy', exact: true }).click();
      const frame = await clipboardText(page);
      await detail.getByRole('button', { name: 'Copy as curl' }).click();
      await expect.poll(() => clipboardText(page)).not.toBe(frame);
      const command = await clipboardText(page);
      expect(command).toMatch(/^curl -sS -N -g -X POST /);
      expect(command).toMatch(/-H 'mcp-session-id: [^']+'/i);
      expect(command).toContain(`--data-binary '${frame}'`);

      const output = await runInShell(command);
      expect(output).toContain('Echo: over curl');

      // A browser that refuses the clipboard: the button says the copy failed and why, not nothing.
      await page.evaluate(() =>
        Object.defineProperty(navigator.clipboard, 'writeText', {
          value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        }),
      );
      await detail.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(detail.getByRole('button', { name: 'Copy failed' })).toHaveAttribute(
        'title',
        'The browser refused to write the clipboard: Write permission denied.',
      );
      await expect(detail.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    },
  );
});

test.describe('a 20 MB result the log moved to browser storage', () => {
  test.use({ defaultServer: fixtureServer('big-stdout') });

  test('opens from storage as a tree and as text, copies whole, and a regular expression finds text past its preview', async ({
    page,
    context,
    inspector,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The smallest budget: a 20 MB payload cannot stay in memory.
    await page.addInitScript(() => localStorage.setItem('mcp-loupe.logBudgetMb', '16'));
    await openInspector(page, inspector.url);
    await chooseTool(page, 'big');
    await toolField(page, 'bytes').fill(String(20_000_000));
    await runTool(page);
    await expect(resultRegion(page)).toContainText('The quick brown fox jumps over the lazy dog.', { timeout: 30_000 });
    await openTab(page, 'Log');
    await expect(page.getByRole('status', { name: 'Log memory' })).toContainText('in browser storage', {
      timeout: 30_000,
    });

    // Past the preview the log keeps in memory: only the store has these words in a row.
    await page.getByRole('button', { name: 'Regular expression' }).click();
    await page.getByLabel('Filter log').fill('lazy dog\\. the QUICK');
    const rows = framesTable(page).getByRole('row');
    await expect(rows).toHaveCount(1, { timeout: 20_000 });
    await expect(rows.first()).toContainText('tools/call (result)');

    await rows.first().click();
    const detail = entryDetail(page);
    await expect(detail.getByRole('list', { name: 'JSON tree' })).toContainText('"result":', { timeout: 20_000 });
    await detail.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(detail).toContainText(/Showing 10,000 of 20,000,\d{3} characters/);
    await detail.getByRole('button', { name: 'Copy', exact: true }).click();
    // The clipboard, not the button's "Copied" (said for 1.5 s, which a page kept busy by a 20 MB copy can pass by).
    const clipboard = () =>
      page.evaluate(async () => {
        const text = await navigator.clipboard.readText();
        return { length: text.length, end: text.slice(-40) };
      });
    await expect.poll(async () => (await clipboard()).length, { timeout: 30_000 }).toBeGreaterThan(20_000_000);
    expect((await clipboard()).end.endsWith('"}]}}')).toBe(true);
    await expect(detail.getByRole('button', { name: 'Copy failed' })).toHaveCount(0);
  });
});
