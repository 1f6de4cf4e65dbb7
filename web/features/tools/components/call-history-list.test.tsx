import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createCallHistory } from '../../../../shared/call-history/call-history.ts';
import CallHistoryList from './call-history-list.tsx';
import { SavedCallsList } from './saved-calls-list.tsx';

const noop = () => {};

function historyOf() {
  const history = createCallHistory({ keepOutcomes: 1 });
  history.record('echo', {
    at: Date.UTC(2026, 0, 1, 9, 30, 5),
    args: { message: 'first' },
    outcome: { kind: 'error', code: -32602, message: 'Invalid params', durationMs: 7 },
  });
  history.record('echo', {
    at: Date.UTC(2026, 0, 1, 9, 31, 0),
    args: { message: 'second' },
    outcome: { kind: 'result', result: { content: [] }, durationMs: 12 },
  });
  return history.entries('echo');
}

describe('CallHistoryList', () => {
  it('lists each call with its time, duration, status and arguments, newest first', () => {
    const html = renderToStaticMarkup(
      <CallHistoryList
        entries={historyOf()}
        shownId={undefined}
        running={false}
        onShow={noop}
        onLoad={noop}
        onRunAgain={noop}
        onClear={noop}
      />,
    );
    expect(html).toMatch(/^<section aria-label="History"/);
    expect(html).toContain('2 calls');
    expect(html.indexOf('second')).toBeLessThan(html.indexOf('first'));
    expect(html).toContain('12 ms');
    expect(html).toContain('>ok<');
    expect(html).toContain('>error<');
    expect(html).toContain('{&quot;message&quot;:&quot;second&quot;}');
    expect(html.match(/>Show<\/button>/g)).toHaveLength(2);
    expect(html.match(/>Load<\/button>/g)).toHaveLength(2);
    expect(html.match(/>Run again<\/button>/g)).toHaveLength(2);
  });

  it('cannot show a call whose result is no longer kept, and says why', () => {
    const html = renderToStaticMarkup(
      <CallHistoryList
        entries={historyOf()}
        shownId={undefined}
        running={false}
        onShow={noop}
        onLoad={noop}
        onRunAgain={noop}
        onClear={noop}
      />,
    );
    expect(html).toMatch(
      /<button type="button"[^>]*disabled=""[^>]*title="Result no longer kept: only the last few calls keep theirs"[^>]*>Show<\/button>/,
    );
  });

  it('marks the call shown, and holds Run again while a call runs', () => {
    const entries = historyOf();
    const html = renderToStaticMarkup(
      <CallHistoryList
        entries={entries}
        shownId={entries[0]?.id}
        running
        onShow={noop}
        onLoad={noop}
        onRunAgain={noop}
        onClear={noop}
      />,
    );
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('aria-pressed="true"');
    expect(html.match(/disabled=""[^>]*>Run again<\/button>/g)).toHaveLength(2);
  });

  it('shows nothing before the first call', () => {
    expect(
      renderToStaticMarkup(
        <CallHistoryList
          entries={[]}
          shownId={undefined}
          running={false}
          onShow={noop}
          onLoad={noop}
          onRunAgain={noop}
          onClear={noop}
        />,
      ),
    ).toBe('');
  });
});

describe('SavedCallsList', () => {
  const calls = [{ name: 'greeting', args: { message: 'hi' }, savedAt: 1 }];

  it('lists saved calls with Load, Run and Delete', () => {
    const html = renderToStaticMarkup(
      <SavedCallsList
        calls={calls}
        naming={undefined}
        running={false}
        onSave={noop}
        onCancelNaming={noop}
        onLoad={noop}
        onRun={noop}
        onDelete={noop}
      />,
    );
    expect(html).toMatch(/^<section aria-label="Saved calls"/);
    expect(html).toContain('greeting');
    expect(html).toContain('{&quot;message&quot;:&quot;hi&quot;}');
    for (const name of ['Load', 'Run', 'Delete']) expect(html).toContain(`>${name}</button>`);
    expect(html).not.toContain('Call name');
  });

  it('asks for a name while arguments wait to be saved', () => {
    const html = renderToStaticMarkup(
      <SavedCallsList
        calls={[]}
        naming={{ message: 'new' }}
        running={false}
        onSave={noop}
        onCancelNaming={noop}
        onLoad={noop}
        onRun={noop}
        onDelete={noop}
      />,
    );
    expect(html).toContain('aria-label="Save call"');
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Call name<\/label>/);
    expect(html).toContain('{&quot;message&quot;:&quot;new&quot;}');
  });

  it('shows nothing with no saved calls and nothing to name', () => {
    expect(
      renderToStaticMarkup(
        <SavedCallsList
          calls={[]}
          naming={undefined}
          running={false}
          onSave={noop}
          onCancelNaming={noop}
          onLoad={noop}
          onRun={noop}
          onDelete={noop}
        />,
      ),
    ).toBe('');
  });
});
