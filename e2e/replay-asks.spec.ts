import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Page } from '@playwright/test';
import { expect, fixturesDir, test } from './inspector.ts';
import { chooseTool, messageLog, openInspector, openTab, resultRegion, runTool } from './inspector-page.ts';

/** Runs a command as a terminal would take it pasted (from standard input), and returns what it printed when it ends (or after 30 s). */
async function runInShell(command: string): Promise<string> {
  const shell = spawn('sh', [], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let out = '';
  shell.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  shell.stderr.resume();
  const exited = once(shell, 'exit');
  shell.stdin.end(`${command}\n`);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (shell.exitCode === null) process.kill(-shell.pid!, 'SIGKILL');
  return out;
}

const clipboardText = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

test.describe('Copy as command, on a server that asks the client something during a call', () => {
  test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}asks-during-call.mjs`], env: {} } });

  test('copies mcp-loupe --cli answering roots/list with the session’s roots (and the ping), and run from a shell it reaches the tool’s result', async ({
    page,
    context,
    inspector,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openInspector(page, inspector.url);
    await openTab(page, 'Client');
    const roots = page.getByRole('region', { name: 'Roots' });
    // The list starts with the working directory: this one root takes its place.
    await roots.getByLabel('URI of root 1').fill('file:///tmp/replayed-root');
    await roots.getByRole('button', { name: 'Apply roots' }).click();
    await openTab(page, 'Tools');
    await chooseTool(page, 'where');
    await runTool(page);
    await expect(resultRegion(page)).toContainText('roots: file:///tmp/replayed-root; ping answered');

    await openTab(page, 'Log');
    await messageLog(page).getByRole('row').filter({ hasText: 'tools/call' }).filter({ hasText: '→' }).first().click();
    const detail = page.getByRole('region', { name: 'Entry detail' });
    await detail.getByRole('button', { name: 'Copy as command' }).click();
    await expect.poll(() => clipboardText(page)).toContain('--cli');
    const command = await clipboardText(page);
    expect(command).toContain('--method tools/call --tool where');
    expect(command).toContain('--roots file:///tmp/replayed-root');
    expect(command).toContain('asks-during-call.mjs');

    // Pasted into a shell, it starts the server, answers what it asks, and prints the tool's result.
    const printed = JSON.parse(await runInShell(command)) as { result?: { content?: Array<{ text?: string }> } };
    expect(printed.result?.content?.[0]?.text).toBe('roots: file:///tmp/replayed-root; ping answered');
  });
});
