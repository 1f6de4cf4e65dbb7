import { describe, expect, it } from 'vitest';
import { allowAttribute, cspHeader, cspOriginProblem, grantedPermissions } from './app-csp.ts';
import { hostProfile } from './host-profiles.ts';
import { grantCsp } from './csp-grant.ts';

const RESTRICTIVE_DEFAULT =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'";

describe('cspOriginProblem', () => {
  it.each([
    'https://cdn.jsdelivr.net',
    'https://*.cloudflare.com',
    'wss://realtime.service.com',
    'ws://localhost:8080',
    'http://127.0.0.1:3000',
    'HTTPS://API.Example.COM',
    'https://a-b.c0.example:65535',
  ])('accepts %s', (origin) => {
    expect(cspOriginProblem(origin)).toBeUndefined();
  });

  it.each([
    [42, /not a string/],
    ['*', /specification asks for origins/],
    ["'unsafe-eval'", /CSP keyword.*origins/],
    ["'self'", /CSP keyword/],
    ['data:', /scheme alone.*origins/],
    ['blob:', /scheme alone.*origins/],
    ['https:', /scheme alone/],
    ['https://', /scheme alone/],
    ['cdn.example.com', /no scheme/],
    ['cdn.example.com:443', /not an origin/],
    ['javascript:alert(1)', /not an origin/],
    ['ftp://files.example.com', /scheme ftp: is not http, https, ws or wss/],
    ['https://example.com/', /path/],
    ['https://example.com/lib.js', /path/],
    ['https://example.com?x=1', /query/],
    ['https://example.com#top', /fragment/],
    ['https://user:pw@example.com', /user information/],
    ['https://a.com https://b.com', /whitespace/],
    ['https://a.com;script-src *', /";"/],
    ['https://a.com,https://b.com', /","/],
    ["https://a.com'", /quote/],
    ['https://*', /host "\*"/],
    ['https://*.*.example.com', /host/],
    ['https://exa_mple.com', /host/],
    ['https://[::1]:8080', /IPv6/],
    ['https://example.com:0', /port "0"/],
    ['https://example.com:99999', /port/],
    ['https://example.com:*', /port/],
    ['https://example.com:', /port ""/],
  ])('refuses %j', (value, why) => {
    expect(cspOriginProblem(value)).toMatch(why);
  });
});

describe('cspHeader', () => {
  it('is the specification restrictive default, with frame-src, object-src and base-uri, when nothing is granted', () => {
    expect(cspHeader({})).toBe(RESTRICTIVE_DEFAULT);
    expect(cspHeader(grantCsp({ connectDomains: ['*'] }).granted)).toBe(RESTRICTIVE_DEFAULT);
  });

  it('puts resource origins in script, style, img, font and media; connect, frame and base origins in theirs', () => {
    const granted = grantCsp({
      resourceDomains: ['https://cdn.example', 'https://*.img.example'],
      connectDomains: ['https://api.example', 'wss://live.example'],
      frameDomains: ['https://www.youtube.com'],
      baseUriDomains: ['https://base.example'],
    }).granted;
    expect(cspHeader(granted)).toBe(
      [
        "default-src 'none'",
        "script-src 'self' 'unsafe-inline' https://cdn.example https://*.img.example",
        "style-src 'self' 'unsafe-inline' https://cdn.example https://*.img.example",
        "img-src 'self' data: https://cdn.example https://*.img.example",
        "font-src 'self' https://cdn.example https://*.img.example",
        "media-src 'self' data: https://cdn.example https://*.img.example",
        'connect-src https://api.example wss://live.example',
        'frame-src https://www.youtube.com',
        "object-src 'none'",
        'base-uri https://base.example',
      ].join('; '),
    );
  });

  it("keeps connect-src 'none', frame-src 'none' and base-uri 'self' when only resources are granted", () => {
    expect(cspHeader({ resourceDomains: ['https://cdn.example'] })).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline' https://cdn.example; style-src 'self' 'unsafe-inline' https://cdn.example; img-src 'self' data: https://cdn.example; font-src 'self' https://cdn.example; media-src 'self' data: https://cdn.example; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'",
    );
  });

  it('lists connect origins without adding resource origins', () => {
    expect(cspHeader({ connectDomains: ['https://api.example'] })).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; connect-src https://api.example; frame-src 'none'; object-src 'none'; base-uri 'self'",
    );
  });
});

describe('cspHeader under a host profile', () => {
  it("is unchanged for the specification's profile", () => {
    expect(cspHeader({}, hostProfile('spec'))).toBe(RESTRICTIVE_DEFAULT);
  });

  it("adds what the ext-apps reference host grants: 'unsafe-eval', blob: and worker-src blob:", () => {
    const directives = cspHeader({ resourceDomains: ['https://cdn.example'] }, hostProfile('ext-apps')).split('; ');
    expect(directives).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: https://cdn.example");
    expect(directives).toContain("img-src 'self' data: blob: https://cdn.example");
    expect(directives).toContain("media-src 'self' data: blob: https://cdn.example");
    expect(directives).toContain("worker-src 'self' blob: https://cdn.example");
    const bare = cspHeader({}, hostProfile('ext-apps')).split('; ');
    expect(bare).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:");
    expect(bare).toContain("connect-src 'none'");
  });
});

describe('permissions', () => {
  it('maps each permission declared as an object to its Permissions Policy feature, in a fixed order', () => {
    const declared = { clipboardWrite: {}, geolocation: {}, microphone: {}, camera: {} };
    expect(allowAttribute(declared)).toBe('camera; microphone; geolocation; clipboard-write');
    expect(grantedPermissions(declared)).toEqual({ camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} });
  });

  it('grants nothing for values that are not objects, unknown keys, or no permissions', () => {
    const declared = { camera: true, microphone: null, geolocation: [], clipboardWrite: { reason: 'copy' }, usb: {} };
    expect(allowAttribute(declared)).toBe('clipboard-write');
    expect(grantedPermissions(declared)).toEqual({ clipboardWrite: {} });
    expect(allowAttribute(undefined)).toBe('');
    expect(grantedPermissions('camera')).toEqual({});
  });
});
