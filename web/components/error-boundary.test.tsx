import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { dataText, errorMessage } from './error-text.ts';

/** Renders a boundary as React would after one of its children threw `error` (server rendering never calls boundaries). */
function renderFailed(props: Omit<ConstructorParameters<typeof ErrorBoundary>[0], 'children'>, error: unknown): string {
  const boundary = new ErrorBoundary({ ...props, children: <p>child</p> });
  boundary.state = { ...boundary.state, ...ErrorBoundary.getDerivedStateFromError(error) };
  return renderToStaticMarkup(boundary.render());
}

describe('ErrorBoundary', () => {
  it('renders its children while nothing fails', () => {
    expect(renderToStaticMarkup(<ErrorBoundary what="the list">{<p>fine</p>}</ErrorBoundary>)).toBe('<p>fine</p>');
  });

  it('after a failure, says what failed, why, and shows the data involved', () => {
    const html = renderFailed(
      { what: 'the tool result', data: { description: { en: 'Hi' } } },
      new Error('Objects are not valid as a React child'),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not show the tool result');
    expect(html).toContain('Objects are not valid as a React child');
    expect(html).toContain('The rest of the page keeps working.');
    expect(html).toContain('Data as received');
    expect(html).toContain('&quot;en&quot;: &quot;Hi&quot;');
    expect(html).toContain('Try again');
    expect(html).not.toContain('<p>child</p>');
  });

  it('leaves the data out when there is none', () => {
    const html = renderFailed({ what: 'the Tools tab' }, new TypeError('x.toLowerCase is not a function'));
    expect(html).toContain('x.toLowerCase is not a function');
    expect(html).not.toContain('Data as received');
  });

  it('has a one-line form for list rows', () => {
    const html = renderFailed({ what: 'tool 3', inline: true, data: { big: 'x'.repeat(1000) } }, new Error('boom'));
    expect(html).toMatch(/^<span role="alert" title="boom"/);
    expect(html).toContain('Could not show tool 3: boom');
    expect(html).not.toContain('xxxx');
  });

  it('tries again when its reset key changes', () => {
    const failed = { failed: true, error: new Error('boom'), resetKey: 1 };
    expect(ErrorBoundary.getDerivedStateFromProps({ what: 'x', resetKey: 1, children: null }, failed)).toBeNull();
    expect(ErrorBoundary.getDerivedStateFromProps({ what: 'x', resetKey: 2, children: null }, failed)).toEqual({
      resetKey: 2,
      failed: false,
      error: undefined,
    });
  });
});

describe('ErrorFallback', () => {
  it('cuts huge data and says so', () => {
    const html = renderToStaticMarkup(
      <ErrorFallback what="the result" error={new Error('boom')} data={'y'.repeat(300_000)} />,
    );
    expect(html).toContain('300,002 characters');
    expect(html).toContain('… cut at 100,000 characters');
    expect(html.length).toBeLessThan(110_000);
  });

  it('copes with thrown values that are not errors', () => {
    expect(renderToStaticMarkup(<ErrorFallback what="a" error="plain text" />)).toContain('plain text');
    expect(renderToStaticMarkup(<ErrorFallback what="a" error={{ code: 1 }} />)).toContain('{&quot;code&quot;:1}');
  });
});

describe('error text', () => {
  it('gets a message out of anything', () => {
    expect(errorMessage(new Error('m'))).toBe('m');
    expect(errorMessage(new RangeError(''))).toBe('RangeError');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage(Object.create(null))).toBe('{}');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(errorMessage(cyclic)).toBe('[object Object]');
  });

  it('prints data as JSON, whatever it is', () => {
    expect(dataText({ a: 1 })).toEqual({ text: '{\n  "a": 1\n}', total: 12 });
    expect(dataText(undefined)).toEqual({ text: 'undefined', total: 9 });
    expect(dataText(5n).text).toBe('5');
    expect(dataText('abcdef', 3)).toEqual({ text: '"ab', total: 8 });
  });
});
