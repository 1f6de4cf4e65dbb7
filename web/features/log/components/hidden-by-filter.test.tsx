import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HiddenByFilter } from './hidden-by-filter.tsx';

describe('HiddenByFilter', () => {
  it('says the entry is not in the list and offers the way back', () => {
    const html = renderToStaticMarkup(<HiddenByFilter onShowAll={() => {}} />);
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain('Hidden by the filter: this entry is not in the list.');
    expect(html).toMatch(/<button type="button"[^>]*>Show all entries<\/button>/);
  });
});
