import { describe, expect, it } from 'vitest';
import { sandboxPageHtml, sandboxPagePolicy } from './sandbox-page.ts';

describe('the sandbox page', () => {
  it('escapes what it puts in its meta tags', () => {
    const html = sandboxPageHtml({
      csp: {},
      allow: '"><script>alert(1)</script>',
      hostOrigin: "http://127.0.0.1:6280'&",
    });
    expect(html).toContain(
      '<meta name="mcp-loupe-allow" content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;">',
    );
    expect(html).toContain('<meta name="mcp-loupe-host-origin" content="http://127.0.0.1:6280&#39;&#38;">');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('is a full-size, margin-free, transparent page that loads only the sandbox script', () => {
    const html = sandboxPageHtml({ csp: {}, allow: '', hostOrigin: 'http://127.0.0.1:6280' });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(
      'html,body{margin:0;padding:0;width:100%;height:100%;overflow:hidden;background:transparent}',
    );
    expect(html).toContain('<script src="/sandbox.js"></script>');
  });

  it("blocks WebRTC, which connect-src does not cover, where the browser enforces CSP's webrtc directive", () => {
    expect(
      sandboxPagePolicy({
        csp: { connectDomains: ['https://api.example'] },
        allow: '',
        hostOrigin: 'http://127.0.0.1:6280',
      }).split('; '),
    ).toContain("webrtc 'block'");
    expect(sandboxPagePolicy({ csp: {}, allow: '', hostOrigin: 'http://127.0.0.1:6280' }).split('; ')).toContain(
      "webrtc 'block'",
    );
  });

  it("serves the view under its host profile's policy: the specification's unless it was registered with another", () => {
    expect(sandboxPagePolicy({ csp: {}, allow: '', hostOrigin: 'http://127.0.0.1:6280' })).not.toContain(
      "'unsafe-eval'",
    );
    expect(
      sandboxPagePolicy({ csp: {}, allow: '', hostOrigin: 'http://127.0.0.1:6280', profile: 'ext-apps' }).split('; '),
    ).toEqual(
      expect.arrayContaining(["script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:", "worker-src 'self' blob:"]),
    );
  });

  it('lets a page on [::1] frame it: an IPv6 literal is no valid CSP source', () => {
    expect(sandboxPagePolicy({ csp: {}, allow: '', hostOrigin: 'http://[::1]:6280' })).toMatch(
      /; frame-ancestors http:\/\/\*:6280$/,
    );
  });
});
