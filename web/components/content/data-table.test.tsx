import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import DataTable from './data-table.tsx';

describe('DataTable', () => {
  it('draws a column per key, nested values as compact JSON', () => {
    const html = renderToStaticMarkup(<DataTable label="Rows" rows={[{ id: 1, tags: ['a'] }, { name: 'x' }]} />);
    expect(html.match(/<th /g)).toHaveLength(3);
    expect(html).toContain('aria-sort="none"');
    expect(html).toContain('[&quot;a&quot;]');
  });

  it('draws the first 200 rows of a long list and offers more', () => {
    const rows = Array.from({ length: 450 }, (_, index) => ({ index }));
    const html = renderToStaticMarkup(<DataTable label="Rows" rows={rows} />);
    expect(html.match(/<tr[ >]/g)).toHaveLength(201);
    expect(html).toContain('Showing 200 of 450 rows.');
    expect(html).toContain('Show more');
  });
});
