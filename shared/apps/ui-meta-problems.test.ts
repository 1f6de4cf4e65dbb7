import { describe, expect, it } from 'vitest';
import { cspProblems, resourceUiProblems, toolUiProblems } from './ui-meta-problems.ts';

const tool = (meta: unknown) => ({ name: 't', inputSchema: { type: 'object' }, _meta: meta });

describe("a tool's _meta.ui", () => {
  it('has nothing to say of a well-formed one, or of a tool without _meta', () => {
    expect(toolUiProblems(tool({ ui: { resourceUri: 'ui://a/view.html', visibility: ['model', 'app'] } }))).toEqual({
      errors: [],
      warnings: [],
    });
    // Both keys, as the SDK's registerAppTool writes them for older hosts.
    expect(toolUiProblems(tool({ ui: { resourceUri: 'ui://a' }, 'ui/resourceUri': 'ui://a' }))).toEqual({
      errors: [],
      warnings: [],
    });
    expect(toolUiProblems({ name: 'plain' })).toEqual({ errors: [], warnings: [] });
  });

  it('asks resourceUri for a ui:// string', () => {
    expect(toolUiProblems(tool({ ui: { resourceUri: 42 } })).errors).toEqual([
      "_meta.ui.resourceUri is 42, not a string: it is the URI of the tool's ui:// resource",
    ]);
    expect(toolUiProblems(tool({ ui: { resourceUri: 'https://x/view' } })).errors).toEqual([
      '_meta.ui.resourceUri "https://x/view" does not start with ui://: a UI resource\'s URI MUST use the ui:// scheme',
    ]);
    expect(toolUiProblems(tool({ ui: 'ui://x' })).errors[0]).toContain('_meta.ui is "ui://x", not an object');
  });

  it('asks visibility for an array of "model" and "app"; an empty one is a warning', () => {
    expect(toolUiProblems(tool({ ui: { visibility: 'app' } })).errors[0]).toContain(
      '_meta.ui.visibility is "app", not an array',
    );
    expect(toolUiProblems(tool({ ui: { visibility: ['app', 'user'] } })).errors).toEqual([
      '_meta.ui.visibility holds "user": its entries are "model" and "app" only',
    ]);
    expect(toolUiProblems(tool({ ui: { visibility: [] } }))).toMatchObject({
      errors: [],
      warnings: [expect.stringContaining('neither the model nor an app may call the tool')],
    });
  });

  it('warns of the deprecated flat key alone, and of the two keys disagreeing', () => {
    const flat = toolUiProblems(tool({ 'ui/resourceUri': 'ui://old' }));
    expect(flat.errors).toEqual([]);
    expect(flat.warnings[0]).toContain(
      'only by the deprecated flat _meta["ui/resourceUri"] ("ui://old"): the specification asks for _meta.ui.resourceUri and removes the flat key before GA',
    );
    expect(
      toolUiProblems(tool({ ui: { resourceUri: 'ui://new' }, 'ui/resourceUri': 'ui://old' })).warnings[0],
    ).toContain('disagree');
    expect(toolUiProblems(tool({ 'ui/resourceUri': true })).errors).toEqual([
      '_meta["ui/resourceUri"] is true, not a string',
    ]);
  });

  it("warns of a resource's members put on the tool", () => {
    expect(toolUiProblems(tool({ ui: { resourceUri: 'ui://a', csp: {}, prefersBorder: true } })).warnings).toEqual([
      '_meta.ui has csp, prefersBorder, which belong in the _meta.ui of the ui:// resource: a host reads them there, not on the tool',
    ]);
  });
});

describe("a resource's _meta.ui", () => {
  it('passes the shapes the specification gives', () => {
    expect(
      resourceUiProblems({
        permissions: { camera: {}, clipboardWrite: {} },
        domain: 'abc.example.com',
        prefersBorder: false,
        csp: {},
      }),
    ).toEqual({ errors: [], warnings: [] });
    expect(resourceUiProblems(undefined)).toEqual({ errors: [], warnings: [] });
  });

  it('names each member of the wrong type and what it should be', () => {
    const found = resourceUiProblems({ permissions: { camera: true, gyroscope: {} }, domain: 7, prefersBorder: 'yes' });
    expect(found.errors).toEqual([
      '_meta.ui.permissions.camera is true, not an object: a permission is asked for with {}',
      "_meta.ui.domain is 7, not a string: it names the view's dedicated origin, in the host's own format",
      '_meta.ui.prefersBorder is "yes", not a boolean: true asks for a border and background, false for none',
    ]);
    expect(found.warnings).toEqual([
      '_meta.ui.permissions.gyroscope is not a permission the specification knows (camera, microphone, geolocation, clipboardWrite): a host grants nothing for it',
    ]);
    expect(resourceUiProblems({ permissions: ['camera'] }).errors[0]).toContain(
      '_meta.ui.permissions is ["camera"], not an object',
    );
    expect(resourceUiProblems([]).errors[0]).toContain('_meta.ui is [], not an object');
  });
});

describe("a resource's _meta.ui.csp", () => {
  it('passes arrays of origins under the four keys', () => {
    expect(
      cspProblems({
        connectDomains: ['https://api.example.com', 'wss://rt.example.com'],
        resourceDomains: ['https://*.cdn.example.com'],
        frameDomains: [],
        baseUriDomains: ['https://cdn.example.com'],
      }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('names each entry that is not an origin, and why', () => {
    expect(cspProblems({ connectDomains: ['*', 'api.example.com', 'https://x.example.com/path'] }).errors).toEqual([
      '_meta.ui.csp.connectDomains[0] "*": a wildcard for every host, not an origin: the specification asks for origins',
      '_meta.ui.csp.connectDomains[1] "api.example.com": no scheme: an origin is scheme://host[:port]',
      '_meta.ui.csp.connectDomains[2] "https://x.example.com/path": has a path, query or fragment: an origin has none',
    ]);
  });

  it('asks for an object of arrays, and warns of keys it does not know', () => {
    expect(cspProblems('https://x').errors[0]).toContain(
      '_meta.ui.csp is "https://x", not an object: the host applies the restrictive default',
    );
    expect(cspProblems({ connectDomains: 'https://x' }).errors).toEqual([
      '_meta.ui.csp.connectDomains is "https://x", not an array: the specification asks for an array of origins',
    ]);
    expect(cspProblems({ connectDomain: ['https://x'] }).warnings).toEqual([
      '_meta.ui.csp.connectDomain is not a key the specification knows (connectDomains, resourceDomains, frameDomains, baseUriDomains): a host allows nothing for it',
    ]);
  });
});
