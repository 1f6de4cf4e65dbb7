import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FindingsList } from './findings-list.tsx';

describe('FindingsList', () => {
  it('lists each finding with severity, rule, message, did-you-mean, its place and its source', () => {
    const html = renderToStaticMarkup(
      <FindingsList
        findings={[
          {
            rule: 'unknown-notification',
            severity: 'warning',
            pointer: '/method',
            source: '2025-11-25',
            message: 'MCP defines no notification resources/updated.',
            didYouMean: 'notifications/resources/updated',
          },
          {
            rule: 'notification-with-id',
            severity: 'error',
            pointer: '',
            source: 'JSON-RPC 2.0',
            message: 'A notification carries no id.',
          },
        ]}
        problem="ignored when there are findings"
        marked="/method"
        onPointer={() => {}}
      />,
    );
    expect(html).toMatch(/^<ul aria-label="Findings on this frame"/);
    expect(html).toContain('>warning<');
    expect(html).toContain('unknown-notification');
    expect(html).toContain(
      'Did you mean <code class="font-mono text-emerald-300">notifications/resources/updated</code>?',
    );
    expect(html).toMatch(/text-amber-300">at \/method<\/button>/);
    expect(html).toContain('at (the whole frame)');
    expect(html).toContain('per 2025-11-25');
    expect(html).not.toContain('ignored when there are findings');
  });

  it('shows the one-line problem of an entry without named findings, and nothing for a clean one', () => {
    expect(
      renderToStaticMarkup(
        <FindingsList findings={undefined} problem="answers id 9" marked={undefined} onPointer={() => {}} />,
      ),
    ).toContain('Problem: answers id 9');
    expect(
      renderToStaticMarkup(<FindingsList findings={[]} problem={undefined} marked={undefined} onPointer={() => {}} />),
    ).toBe('');
  });
});
