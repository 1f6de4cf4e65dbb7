import { describe, expect, it } from 'vitest';
import { appViewFacts } from './app-view-facts.ts';

const uri = 'ui://demo/view.html';
const MIME = 'text/html;profile=mcp-app';
const html = '<!doctype html><p>héllo</p>';

describe('appViewFacts', () => {
  it('gives the size, where the HTML was, and the restrictive default when no CSP is declared', () => {
    const reading = appViewFacts(uri, { contents: [{ uri, mimeType: MIME, text: html }] });
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.facts).toMatchObject({
      uri,
      mimeType: MIME,
      from: 'text',
      bytes: 28,
      ui: {},
      cspDeclared: false,
      granted: {},
      allow: '',
      findings: [],
    });
    expect(reading.facts.cspHeader).toContain("connect-src 'none'");
  });

  it('grants the declared origins and permissions, and lists what the specification asks otherwise', () => {
    const ui = {
      csp: { connectDomains: ['https://api.example.com', '*'] },
      permissions: { clipboardWrite: {} },
      prefersBorder: 'no',
    };
    const reading = appViewFacts(uri, { contents: [{ uri, mimeType: 'text/html', text: html, _meta: { ui } }] });
    if (!reading.ok) throw new Error(reading.error);
    expect(reading.facts.granted).toEqual({ connectDomains: ['https://api.example.com'] });
    expect(reading.facts.cspHeader).toContain('connect-src https://api.example.com');
    expect(reading.facts.allow).toBe('clipboard-write');
    expect(reading.facts.uiFrom).toEqual({ csp: 'content', permissions: 'content', prefersBorder: 'content' });
    expect(reading.facts.findings.map((finding) => finding.rule)).toEqual([
      'app-view-resource',
      'app-ui-meta',
      'app-ui-meta',
    ]);
    expect(reading.facts.findings.map((finding) => finding.message)).toEqual([
      'The content\'s mimeType is "text/html": an app\'s view MUST be text/html;profile=mcp-app',
      '_meta.ui.prefersBorder is "no", not a boolean: true asks for a border and background, false for none',
      '_meta.ui.csp.connectDomains[1] "*": a wildcard for every host, not an origin: the specification asks for origins',
    ]);
    // Each at its member in the content item read, not all at its `_meta.ui`.
    expect(reading.facts.findings.map((finding) => finding.pointer)).toEqual([
      '/result/contents/0/mimeType',
      '/result/contents/0/_meta/ui/prefersBorder',
      '/result/contents/0/_meta/ui/csp/connectDomains/1',
    ]);
  });

  it('says why there is no view', () => {
    expect(appViewFacts(uri, { contents: [] })).toEqual({
      ok: false,
      error: `resources/read of ${uri} returned no contents`,
    });
  });
});
