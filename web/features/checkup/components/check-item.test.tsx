import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CheckResult } from '../../../../shared/checkup/checkup-report.ts';
import { CheckItem } from './check-item.tsx';

const check: CheckResult = {
  name: 'unknown-method',
  title: 'An unknown method is answered -32601',
  result: 'fail',
  summary: 'x/y was answered with a result',
  evidence: {
    text: 'Sent x/y; the server said it worked',
    frames: [
      { seq: 6, direction: 'out', label: 'x/y' },
      {
        seq: 7,
        direction: 'in',
        label: 'x/y result',
        findings: [{ rule: 'jsonrpc-version', severity: 'error', message: '"jsonrpc" must be "2.0"' }],
      },
    ],
  },
  rule: {
    revision: 'JSON-RPC 2.0',
    section: '5.1 Error object',
    url: 'https://www.jsonrpc.org/specification#error_object',
  },
  findings: [
    {
      rule: 'checkup-unknown-method',
      severity: 'error',
      pointer: '',
      source: 'JSON-RPC 2.0 › 5.1 Error object',
      message: 'x/y was answered with a result',
    },
  ],
};

const render = (item: CheckResult) => renderToStaticMarkup(<CheckItem check={item} onOpenFrame={() => {}} />);

describe('CheckItem', () => {
  it('names the check and its result for assistive technology and tests, and shows why', () => {
    const html = render(check);
    expect(html).toContain('aria-label="unknown-method: fail"');
    expect(html).toContain('An unknown method is answered -32601');
    expect(html).toContain('x/y was answered with a result');
  });

  it('shows a pass that tells something (an info finding) as information', () => {
    const html = render({
      ...check,
      name: 'app-only-tools',
      result: 'pass',
      summary: '1 tool is for apps only',
      findings: [
        { ...check.findings[0]!, rule: 'checkup-app-only-tools', severity: 'info', message: '1 tool is for apps only' },
      ],
    });
    expect(html).toContain('aria-label="app-only-tools: information"');
    expect(html).toContain('title="information"');
  });

  it('keeps the evidence behind a disclosure: the text, each frame as a button into the Log (entries count from 1), the findings, the rule', () => {
    const html = render(check);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Evidence<\/summary>/);
    expect(html).toContain('Sent x/y; the server said it worked');
    expect(html).toContain('title="Open entry 8 in the Log"');
    expect(html).toContain('← x/y result <span class="text-zinc-500">#8</span>');
    expect(html).toContain('jsonrpc-version');
    expect(html).toContain('href="https://www.jsonrpc.org/specification#error_object"');
  });

  it('says when a check sent nothing', () => {
    expect(render({ ...check, result: 'not-applicable', evidence: { text: check.summary, frames: [] } })).toContain(
      'No frames: nothing was sent for this check.',
    );
  });
});
