import { describe, expect, it } from 'vitest';
import { checkupAsText } from '../shared/checkup/checkup-format.ts';
import type { CheckOutcome, CheckupReport } from '../shared/checkup/checkup-report.ts';
import { checkNamed as check, proxyCheckup } from './test-kit/proxy-checkup.ts';
import { appExampleTarget } from './test-kit/test-targets.ts';

// The MCP Apps checks against the published example app servers, through the real proxy as the page has them.
const { checkup } = proxyCheckup();

const appResults = (report: CheckupReport): Record<string, CheckOutcome> =>
  Object.fromEntries(
    report.checks.filter((item) => item.name.startsWith('app-')).map((item) => [item.name, item.result]),
  );

describe('the app checks of the published example servers', () => {
  it('basic vanillajs: one tool with an app, listed, read as text/html;profile=mcp-app, no CSP declared', async () => {
    const { report, log } = await checkup(appExampleTarget('server-basic-vanillajs'));
    const text = checkupAsText(report);
    expect(appResults(report), text).toEqual({
      'app-tool-meta': 'pass',
      'app-only-tools': 'not-applicable',
      'app-resources-listed': 'pass',
      'app-resources-read': 'pass',
      'app-resource-meta': 'not-applicable',
      'app-csp': 'not-applicable',
    });
    expect(check(report, 'app-tool-meta').summary).toBe(
      "1 tool with _meta.ui, each well-formed (1 with an app's resourceUri)",
    );
    expect(check(report, 'app-resources-read').evidence.text).toMatch(
      /^ui:\/\/get-time\/mcp-app\.html: \d+ characters of HTML as text$/,
    );
    expect(check(report, 'app-resources-read').rule).toMatchObject({
      revision: 'MCP Apps 2026-01-26',
      section: 'UI Resource Format › Content Requirements',
    });
    // The read is in the log, as evidence.
    const read = check(report, 'app-resources-read').evidence.frames[0]!;
    expect(log.at(read.seq)!.method).toBe('resources/read');
    expect(log.at(read.seq)!.raw).toContain('ui://get-time/mcp-app.html');
    expect(
      report.checks.filter((item) => item.result === 'fail').map((item) => item.name),
      text,
    ).toEqual([]);
  }, 60_000);

  it('system monitor: its app-only polling tool is told for information', async () => {
    const { report } = await checkup(appExampleTarget('server-system-monitor'));
    const text = checkupAsText(report);
    expect(appResults(report), text).toMatchObject({
      'app-tool-meta': 'pass',
      'app-only-tools': 'pass',
      'app-resources-listed': 'pass',
      'app-resources-read': 'pass',
    });
    const appOnly = check(report, 'app-only-tools');
    expect(appOnly.summary).toContain(
      '1 tool is for apps only (visibility without "model"): "poll-system-stats". Not meant for the model: a chat host leaves it out',
    );
    expect(appOnly.findings).toEqual([
      expect.objectContaining({
        rule: 'checkup-app-only-tools',
        severity: 'info',
        source: 'MCP Apps 2026-01-26 › Resource Discovery › Visibility',
      }),
    ]);
    expect(text).toContain('INFO  app-only-tools');
    expect(report.counts.fail, text).toBe(0);
  }, 60_000);
});
