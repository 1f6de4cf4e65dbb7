import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentList } from './content-list.tsx';
import { readResourceContents } from '../../../shared/result-read/read-content.ts';

const render = (entries: unknown[]) =>
  renderToStaticMarkup(<ContentList blocks={entries.map((entry) => readResourceContents(entry))} readContents />);

describe('ContentList of resource contents', () => {
  it('shows images, plays audio and offers other blobs as a download', () => {
    const html = render([
      { uri: 'demo://img/dot.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' },
      { uri: 'demo://sound/beep.wav', mimeType: 'audio/wav', blob: 'UklGRg==' },
      { uri: 'demo://files/data.gz', mimeType: 'application/gzip', blob: 'H4sIAAAAAAAA' },
    ]);
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo="');
    expect(html).toContain('<audio controls="" src="data:audio/wav;base64,UklGRg=="');
    expect(html).toContain('Binary data, 9 B. The browser does not show application/gzip here.');
    expect(html).toContain('download="data.gz"');
    expect(html).toContain('aria-label="Content 1: blob"');
  });

  it('keeps large text collapsed', () => {
    const html = render([{ uri: 'demo://big.txt', mimeType: 'text/plain', text: 'line\n'.repeat(1_000_000) }]);
    expect(html).toContain('aria-label="Content 1: text"');
    expect(html).toContain('5,000,000 characters');
    expect(html).toContain('Showing 10,000 of 5,000,000 characters.');
    expect(html.length).toBeLessThan(50_000);
  });

  it('shows broken entries raw, with what is wrong', () => {
    const html = render([null, { uri: 'a' }, { text: 'no uri here' }]);
    expect(html).toContain('Contents entry is not an object');
    expect(html).toContain('Contents entry without a &quot;text&quot; or &quot;blob&quot;');
    expect(html).toContain('&quot;uri&quot; is missing');
    expect(html).toContain('no uri here');
  });

  it('says when there is nothing', () => {
    expect(renderToStaticMarkup(<ContentList blocks={[]} empty="Nothing." />)).toContain('Nothing.');
  });
});

describe('ContentList of text blobs', () => {
  it('shows a text blob decoded', () => {
    const html = render([
      { uri: 'demo://resource/dynamic/blob/2', mimeType: 'text/plain', blob: btoa('Resource 2: a base64 blob') },
    ]);
    expect(html).toContain('Decoded from base64 as UTF-8');
    expect(html).toContain('Resource 2: a base64 blob');
    expect(html).toContain('Download 2');
  });

  it('says when a text blob is not base64', () => {
    expect(render([{ uri: 'a', mimeType: 'application/json', blob: '%%%' }])).toContain('not valid base64');
  });
});
