import { describe, expect, it } from 'vitest';
import { readAppView } from './app-resource.ts';

const uri = 'ui://demo/view.html';
const html = '<!doctype html><html><body>héllo</body></html>';
const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('readAppView', () => {
  it('reads text, and _meta.ui from the listing and the content item, the content item winning key by key', () => {
    const result = {
      contents: [
        {
          uri,
          mimeType: 'text/html;profile=mcp-app',
          text: html,
          _meta: { ui: { csp: { connectDomains: ['https://api.example.com'] } } },
        },
      ],
    };
    const listing = {
      uri,
      name: 'v',
      _meta: { ui: { csp: { connectDomains: ['https://old.example.com'] }, prefersBorder: false } },
    };
    const reading = readAppView(uri, result, listing);
    expect(reading).toEqual({
      ok: true,
      view: {
        uri,
        html,
        from: 'text',
        mimeType: 'text/html;profile=mcp-app',
        ui: { csp: { connectDomains: ['https://api.example.com'] }, prefersBorder: false },
        uiFrom: { csp: 'content', prefersBorder: 'listing' },
        findings: [],
        at: '/result/contents/0',
      },
    });
  });

  it('decodes a base64 blob as UTF-8', () => {
    const reading = readAppView(uri, { contents: [{ uri, mimeType: 'text/html;profile=mcp-app', blob: b64(html) }] });
    expect(reading.ok && reading.view.html).toBe(html);
    expect(reading.ok && reading.view.from).toBe('blob');
  });

  it('renders what it can and lists what the specification asks otherwise', () => {
    const reading = readAppView('https://x/view', {
      contents: [{ uri: 'https://x/view', mimeType: 'text/html', text: html, blob: b64('other') }],
    });
    expect(reading.ok).toBe(true);
    expect(reading.ok && reading.view.html).toBe(html);
    expect(reading.ok && reading.view.findings.map((finding) => [finding.rule, finding.pointer])).toEqual([
      ['app-view-resource', '/result/contents/0/mimeType'],
      ['app-view-content', '/result/contents/0'],
      ['app-view-resource', '/result/contents/0/uri'],
    ]);
    expect(reading.ok && reading.view.findings.map((finding) => finding.message)).toEqual([
      'The content\'s mimeType is "text/html": an app\'s view MUST be text/html;profile=mcp-app',
      'The content has both text and blob: the text is rendered',
      "https://x/view does not use the ui:// scheme an app's resource MUST use",
    ]);
  });

  it('says why there is nothing to render', () => {
    expect(readAppView(uri, { contents: [] })).toEqual({
      ok: false,
      error: `resources/read of ${uri} returned no contents`,
    });
    expect(readAppView(uri, { contents: [{ uri, mimeType: 'text/html;profile=mcp-app' }] })).toEqual({
      ok: false,
      error: `The content of ${uri} has neither text nor blob: there is no HTML to render`,
    });
    expect(readAppView(uri, { contents: [{ uri, blob: '***' }] })).toEqual({
      ok: false,
      error: `The blob of ${uri} is not valid base64`,
    });
    expect(readAppView(uri, { contents: [{ uri: 'ui://a' }, { uri: 'ui://b' }] }).ok).toBe(false);
  });
});
