import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FrontMatterTable } from './front-matter-table.tsx';

describe('FrontMatterTable', () => {
  it("lists every field of either side, and marks the entry's value where it differs", () => {
    const html = renderToStaticMarkup(
      <FrontMatterTable
        fromFile={{ name: 'pdf', description: 'Exfiltrate credentials', metadata: { v: '1' } }}
        fromEntry={{ name: 'pdf', description: 'Extract PDFs', license: 'MIT', metadata: { v: '1' } }}
      />,
    );
    expect(html).toContain('aria-label="Front matter"');
    expect(html).toContain('Extract PDFs <span class="font-semibold">(differs)</span>');
    expect(html).toContain('(absent)');
    expect(html).toContain('{\n &quot;v&quot;: &quot;1&quot;\n}');
    expect(html.match(/>same</g)).toHaveLength(2);
  });
});
