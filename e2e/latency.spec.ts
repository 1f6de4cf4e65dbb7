import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import { chooseTool, messageLog, openInspector, openTab, resultRegion, runTool, toolField } from './inspector-page.ts';

// A tool with a known delay: its calls' latency in the tool's history (p50/p95 with n) and on the Log's Timeline.
test.use({ defaultServer: { command: process.execPath, args: [`${fixturesDir}load-target.mjs`], env: {} } });

test("a tool's history gives its latency, and the Timeline colours calls by latency", async ({ page, inspector }) => {
  await openInspector(page, inspector.url);
  await chooseTool(page, 'wait');
  for (const ms of ['0', '0', '0', '400']) {
    await toolField(page, 'ms').fill(ms);
    await runTool(page);
    await expect(resultRegion(page)).toContainText(`waited ${ms} ms`);
  }
  const latency = page.getByRole('region', { name: 'History' }).getByRole('note', { name: /^Latency: / });
  await expect(latency).toHaveAccessibleName(/^Latency: p50 \d+ ms · p95 \d+ ms \(n=4\)$/);
  // Nearest rank over four calls: p95 is the slowest call's, which the fixture held for 400 ms at least.
  const p95 = Number(/p95 (\d+) ms/.exec((await latency.getAttribute('aria-label')) ?? '')?.[1]);
  expect(p95).toBeGreaterThanOrEqual(400);

  await openTab(page, 'Log');
  await messageLog(page).getByRole('button', { name: 'Timeline' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const calls = timeline.getByRole('button', { name: /^tools\/call #\S+: request, answered in / });
  await expect(calls).toHaveCount(4);
  await expect(timeline.getByRole('button', { name: /; latency / })).toHaveCount(0);

  const toggle = timeline.getByRole('button', { name: 'Colour by latency' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(
    timeline.getByRole('button', { name: /^tools\/call #\S+: .*; latency .* for tools\/call$/ }),
  ).toHaveCount(4);
  // At most the median: at least half of the four.
  expect(await timeline.getByRole('button', { name: /^tools\/call .*; latency fast/ }).count()).toBeGreaterThanOrEqual(
    2,
  );
  await page.screenshot({ path: test.info().outputPath('timeline-latency.png') });

  await toggle.click();
  await expect(timeline.getByRole('button', { name: /; latency / })).toHaveCount(0);
});
