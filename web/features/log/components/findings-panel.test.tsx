import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RuleId } from '../../../../shared/diagnose/rules/index.ts';
import type { RuleSummary } from '../../../../shared/wire/findings-summary.ts';
import { FindingsPanel } from './findings-panel.tsx';

const rule = (name: string, frames: number, severity: RuleSummary['severity'] = 'warning'): RuleSummary => ({
  rule: name as RuleId,
  severity,
  frames,
  findings: frames,
  example: { rule: name as RuleId, severity, pointer: '/method', source: '2025-11-25', message: `example of ${name}` },
  exampleSeq: 4,
});

const render = (rules: RuleSummary[], activeRule?: string) =>
  renderToStaticMarkup(
    <FindingsPanel rules={rules} flaggedFrames={3} activeRule={activeRule} onRule={() => {}} onExample={() => {}} />,
  );

describe('FindingsPanel', () => {
  it('is a region named Findings listing each rule with its severity, frame count and an example', () => {
    const html = render([rule('id-reused', 2, 'error'), rule('unknown-notification', 1)]);
    expect(html).toMatch(/^<section aria-label="Findings"/);
    expect(html).toContain('2 rules on 3 frames');
    expect(html).toMatch(/aria-pressed="false" aria-label="2 frames flagged id-reused"[^>]*>2 frames<\/button>/);
    expect(html).toMatch(/aria-label="1 frame flagged unknown-notification"[^>]*>1 frame<\/button>/);
    expect(html).toContain('example of id-reused');
    expect(html).toContain('>error<');
  });

  it('marks the rule the log is filtered to and offers every frame back', () => {
    const html = render([rule('id-reused', 2)], 'id-reused');
    expect(html).toMatch(/aria-pressed="true" aria-label="2 frames flagged id-reused"/);
    expect(html).toContain('Show all frames');
  });

  it('says when there is nothing to count', () => {
    const html = render([]);
    expect(html).toContain('none so far');
    expect(html).not.toContain('<ul');
  });

  it('offers this connection or all, the others a click away, and a Clear that says what it hides', () => {
    const scoped = renderToStaticMarkup(
      <FindingsPanel
        rules={[rule('a', 1)]}
        flaggedFrames={1}
        activeRule={undefined}
        onRule={() => {}}
        onExample={() => {}}
        scope={{ choice: 'connection', onChoice: () => {}, elsewhere: 4 }}
        onClear={() => {}}
      />,
    );
    expect(scoped).toMatch(/role="group" aria-label="Findings of"/);
    expect(scoped).toMatch(/aria-pressed="true"[^>]*>This connection</);
    expect(scoped).toContain('4 frames on other connections');
    expect(scoped).toContain('aria-label="Clear findings"');
    const cleared = renderToStaticMarkup(
      <FindingsPanel
        rules={[]}
        flaggedFrames={0}
        activeRule={undefined}
        onRule={() => {}}
        onExample={() => {}}
        cleared
        onClear={() => {}}
        onShowCleared={() => {}}
      />,
    );
    expect(cleared).toContain('none since Clear');
    expect(cleared).toContain('Show cleared findings');
    expect(cleared).not.toContain('aria-label="Clear findings"');
  });

  it('says its counts are those of the entries read so far while a big log is still being counted', () => {
    const reading = renderToStaticMarkup(
      <FindingsPanel
        rules={[rule('id-reused', 2)]}
        flaggedFrames={2}
        activeRule={undefined}
        onRule={() => {}}
        onExample={() => {}}
        reading={{ read: 8000, of: 100000 }}
      />,
    );
    expect(reading).toContain('1 rule on 2 frames so far');
    expect(reading).toMatch(/role="status"[^>]*>counting: 8,000 of 100,000 entries read</);
    const done = render([rule('id-reused', 2)]);
    expect(done).not.toContain('so far');
    expect(done).not.toContain('counting');
  });
});
