import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box.tsx';

const render = (text: string, regex: boolean) =>
  renderToStaticMarkup(<SearchBox text={text} onText={() => {}} regex={regex} onRegex={() => {}} />);

describe('SearchBox', () => {
  it('has the filter box and a regular-expression switch beside it', () => {
    const html = render('tools/', false);
    expect(html).toContain('aria-label="Filter log"');
    expect(html).toMatch(/aria-pressed="false" aria-label="Regular expression"/);
    expect(html).not.toContain('role="alert"');
  });

  it('says when the expression does not compile, and that nothing is filtered out', () => {
    const html = render('"id":(', true);
    expect(html).toMatch(/aria-pressed="true" aria-label="Regular expression"/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(
      /role="alert"[^>]*>Not a regular expression: [^<]*unterminated group[^<]*\. Nothing is filtered out\./i,
    );
    expect(render('"id":(', false)).not.toContain('role="alert"');
  });
});
