import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UrlElicitations } from './url-elicitations.tsx';

const render = (...urls: string[]) =>
  renderToStaticMarkup(
    <UrlElicitations
      data={{
        elicitations: urls.map((url, index) => ({ mode: 'url', url, elicitationId: `e${index}`, message: 'Consent' })),
      }}
    />,
  );

describe('UrlElicitations (-32042)', () => {
  it('offers Open URL for an http(s) URL, written out in full', () => {
    const html = render('https://example.com/consent');
    expect(html).toContain('>Open URL</button>');
    expect(html).toContain('https://example.com/consent</span> in a new tab');
  });

  it('offers no Open URL for any other scheme, only the reason', () => {
    const html = render('javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x');
    expect(html).not.toContain('Open URL');
    for (const scheme of ['javascript:', 'vbscript:', 'data:']) expect(html).toContain(`this one is ${scheme}`);
  });
});
