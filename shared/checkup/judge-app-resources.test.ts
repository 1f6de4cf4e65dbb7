import { describe, expect, it } from 'vitest';
import {
  appResources,
  judgeAppCsp,
  judgeAppResourceMeta,
  judgeAppResourceReads,
  judgeAppResourcesListed,
  type AppResourceRead,
} from './judge-app-resources.ts';

const MIME = 'text/html;profile=mcp-app';
const uri = 'ui://clock/view.html';
const tool = (name: string, resourceUri: string) => ({
  name,
  inputSchema: { type: 'object' },
  _meta: { ui: { resourceUri } },
});
const listing = (at: string, extra: Record<string, unknown> = {}) => ({ uri: at, name: at, mimeType: MIME, ...extra });
const served = (at: string, item: Record<string, unknown> = {}): AppResourceRead => ({
  uri: at,
  result: { contents: [{ uri: at, mimeType: MIME, text: '<!doctype html><p>hi</p>', ...item }] },
});

describe('which app resources there are', () => {
  it("takes the tools' resourceUri, then listed app resources, each once", () => {
    const found = appResources(
      [tool('a', uri), tool('b', uri), tool('c', 'ui://other')],
      [listing(uri), listing('ui://listed-only'), { uri: 'file:///x', name: 'x' }],
    );
    expect(found.uris).toEqual([uri, 'ui://other', 'ui://listed-only']);
    expect(found.tools.get(uri)).toEqual(['tool "a"', 'tool "b"']);
  });
});

describe('app resources in resources/list', () => {
  it('passes a listed resource', () => {
    const resources = appResources([tool('clock', uri)], [listing(uri)]);
    expect(judgeAppResourcesListed(resources, [served(uri)])).toMatchObject({
      result: 'pass',
      summary: `Every tool's app resource (1) is in resources/list; 1 listed app resource, each as ${MIME}`,
    });
  });

  it('warns of one left out of the list that resources/read still serves, and says why the specification allows it', () => {
    const resources = appResources([tool('clock', uri)], []);
    const judged = judgeAppResourcesListed(resources, [served(uri)]);
    expect(judged.result).toBe('warning');
    expect(judged.summary).toBe(
      `${uri} (the app of tool "clock") is not in resources/list, though resources/read serves it: the specification lets a server leave UI-only resources out of resources/list, but a host that reviews or preloads the UI templates it lists never sees this one`,
    );
  });

  it('fails one neither listed nor served', () => {
    const resources = appResources([tool('clock', uri)], []);
    const judged = judgeAppResourcesListed(resources, [{ uri, error: '-32002 Resource not found: no such resource' }]);
    expect(judged.result).toBe('fail');
    expect(judged.summary).toContain(
      "resources/read of it failed (-32002 Resource not found: no such resource): an app's resource MUST exist on the server",
    );
  });

  it('warns of a listed app resource whose mimeType is not the app type', () => {
    const resources = appResources([], [listing(uri, { mimeType: 'text/html' })]);
    expect(judgeAppResourcesListed(resources, [served(uri)]).summary).toBe(
      `${uri} is listed with mimeType "text/html": a UI resource's mimeType SHOULD be ${MIME} (UI Resource Format)`,
    );
  });
});

describe('app resources as read', () => {
  const resources = appResources([tool('clock', uri)], [listing(uri)]);

  it('passes text/html;profile=mcp-app with text, or with a base64 blob', () => {
    expect(judgeAppResourceReads(resources, [served(uri)])).toMatchObject({
      result: 'pass',
      summary: `1 app resource read, each ${MIME} with its HTML`,
      text: `${uri}: 24 characters of HTML as text`,
    });
    expect(judgeAppResourceReads(resources, [served(uri, { text: undefined, blob: btoa('<p>hi</p>') })]).result).toBe(
      'pass',
    );
  });

  it('fails another MIME type, no HTML at all, or a read that failed, naming the tool', () => {
    expect(judgeAppResourceReads(resources, [served(uri, { mimeType: 'text/html' })]).summary).toBe(
      `${uri} (the app of tool "clock"): The content's mimeType is "text/html": an app's view MUST be ${MIME}`,
    );
    expect(judgeAppResourceReads(resources, [served(uri, { text: undefined })]).summary).toBe(
      `${uri} (the app of tool "clock"): The content of ${uri} has neither text nor blob: there is no HTML to render; the content MUST be ${MIME} with the HTML as text or a base64 blob`,
    );
    expect(judgeAppResourceReads(resources, [{ uri, error: '-32603 Internal error: boom' }])).toMatchObject({
      result: 'fail',
      summary: `resources/read of ${uri} (the app of tool "clock") failed (-32603 Internal error: boom): the host MUST fetch an app's view with resources/read`,
    });
  });
});

describe("app resources' _meta.ui", () => {
  it('judges the listing and the content alike, saying which', () => {
    const resources = appResources([tool('clock', uri)], [listing(uri, { _meta: { ui: { prefersBorder: 'yes' } } })]);
    const judged = judgeAppResourceMeta(resources, [served(uri, { _meta: { ui: { permissions: { camera: true } } } })]);
    expect(judged.result).toBe('fail');
    expect(judged.summary).toBe(
      `${uri} (the app of tool "clock") as listed: _meta.ui.prefersBorder is "yes", not a boolean: true asks for a border and background, false for none; ${uri} (the app of tool "clock") as read: _meta.ui.permissions.camera is true, not an object: a permission is asked for with {}`,
    );
  });

  it('passes well-formed ones, and does not apply when there are none', () => {
    const resources = appResources([tool('clock', uri)], [listing(uri)]);
    expect(
      judgeAppResourceMeta(resources, [
        served(uri, {
          _meta: { ui: { prefersBorder: true, domain: 'x.example.com', permissions: { clipboardWrite: {} } } },
        }),
      ]).result,
    ).toBe('pass');
    expect(judgeAppResourceMeta(resources, [served(uri)]).result).toBe('not-applicable');
  });
});

describe("app resources' declared CSP", () => {
  const resources = appResources([tool('clock', uri)], [listing(uri)]);

  it('passes origins, and says what is declared', () => {
    const judged = judgeAppCsp(resources, [
      served(uri, { _meta: { ui: { csp: { connectDomains: ['https://api.example.com'] } } } }),
    ]);
    expect(judged).toMatchObject({
      result: 'pass',
      summary: `1 declared CSP, every domain an origin: ${uri} (the app of tool "clock") as read: connectDomains https://api.example.com`,
    });
  });

  it('fails a domain that is not an origin, naming the resource and the entry', () => {
    const judged = judgeAppCsp(resources, [
      served(uri, { _meta: { ui: { csp: { resourceDomains: ['cdn.example.com'] } } } }),
    ]);
    expect(judged.result).toBe('fail');
    expect(judged.summary).toBe(
      `${uri} (the app of tool "clock") as read: _meta.ui.csp.resourceDomains[0] "cdn.example.com": no scheme: an origin is scheme://host[:port]`,
    );
  });

  it('does not apply when no resource declares a CSP: the restrictive default holds', () => {
    expect(judgeAppCsp(resources, [served(uri)])).toMatchObject({
      result: 'not-applicable',
      summary: expect.stringContaining('restrictive default'),
    });
  });
});
