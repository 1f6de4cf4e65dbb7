import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readDownload } from '../../../shared/apps/download-file.ts';
import { DownloadDialog } from './download-dialog.tsx';

const render = (params: unknown) => {
  const { items, findings } = readDownload(params);
  return {
    items,
    html: renderToStaticMarkup(
      <DownloadDialog items={items} findings={findings} read={async () => ({})} onDone={() => {}} />,
    ),
  };
};

describe('DownloadDialog', () => {
  it('shows a right-to-left override written out, the same name that is saved, and says why', () => {
    const { items, html } = render({
      contents: [
        {
          type: 'resource_link',
          uri: 'ui://demo/\u202Egnp.exe',
          name: 'invoice\u202Efdp.exe',
          mimeType: 'application/\u2066pdf',
        },
      ],
    });
    expect(items[0]!.name).toBe('invoice[U+202E]fdp.exe');
    expect(html).toContain('<bdi>invoice[U+202E]fdp.exe</bdi>');
    expect(html).toContain('application/[U+2066]pdf, read from ui://demo/[U+202E]gnp.exe');
    expect(html).toContain('hide or reorder text (U+202E)');
    expect(html).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('says nothing of hidden characters for a plain name', () => {
    const { html } = render({
      contents: [{ type: 'resource', resource: { uri: 'ui://demo/report.csv', mimeType: 'text/csv', text: 'a' } }],
    });
    expect(html).toContain('<bdi>report.csv</bdi>');
    expect(html).not.toContain('reorder');
  });
});
