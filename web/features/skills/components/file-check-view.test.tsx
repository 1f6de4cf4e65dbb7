import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileCheckView } from './file-check-view.tsx';

const listed = `sha256:${'a'.repeat(64)}`;
const read = `sha256:${'b'.repeat(64)}`;

describe('FileCheckView', () => {
  it('shows a match with its size', () => {
    expect(
      renderToStaticMarkup(<FileCheckView check={{ status: 'match', actual: { digest: listed, size: 12 } }} />),
    ).toContain('digest matches (12 bytes)');
  });

  it('shows a mismatch with both values, listed and read', () => {
    const html = renderToStaticMarkup(
      <FileCheckView
        check={{
          status: 'mismatch',
          actual: { digest: read, size: 13 },
          expected: { digest: listed, size: 12 },
          differs: ['size', 'digest'],
        }}
      />,
    );
    expect(html).toContain('digest mismatch');
    expect(html).toContain(`${listed} · 12 bytes`);
    expect(html).toContain(`${read} · 13 bytes`);
    expect(
      renderToStaticMarkup(
        <FileCheckView
          check={{
            status: 'mismatch',
            actual: { digest: listed, size: 13 },
            expected: { digest: listed, size: 12 },
            differs: ['size'],
          }}
        />,
      ),
    ).toContain('size mismatch');
  });

  it('says a file the entry does not list is not listed', () => {
    const html = renderToStaticMarkup(
      <FileCheckView check={{ status: 'not-listed', actual: { digest: read, size: 3 } }} />,
    );
    expect(html).toContain('not listed');
    expect(html).toContain(read);
  });
});
