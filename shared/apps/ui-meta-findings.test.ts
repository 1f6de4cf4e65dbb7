import { describe, expect, it } from 'vitest';
import type { Finding } from '../diagnose/finding.ts';
import { undeclaredFindings } from '../test-kit/undeclared-findings.ts';
import { cspFindings, resourceUiFindings, toolUiFindings } from './ui-meta-findings.ts';

/** The sentences of one severity, in order: what the person reads. */
const said = (findings: readonly Finding[], severity: Finding['severity']) =>
  findings.filter((finding) => finding.severity === severity).map((finding) => finding.message);
const split = (findings: readonly Finding[]) => ({
  errors: said(findings, 'error'),
  warnings: said(findings, 'warning'),
});

const tool = (meta: unknown) => ({ name: 't', inputSchema: { type: 'object' }, _meta: meta });

describe("a tool's _meta.ui", () => {
  it('has nothing to say of a well-formed one, or of a tool without _meta', () => {
    expect(
      split(toolUiFindings(tool({ ui: { resourceUri: 'ui://a/view.html', visibility: ['model', 'app'] } }))),
    ).toEqual({
      errors: [],
      warnings: [],
    });
    // Both keys, as the SDK's registerAppTool writes them for older hosts.
    expect(split(toolUiFindings(tool({ ui: { resourceUri: 'ui://a' }, 'ui/resourceUri': 'ui://a' })))).toEqual({
      errors: [],
      warnings: [],
    });
    expect(split(toolUiFindings({ name: 'plain' }))).toEqual({ errors: [], warnings: [] });
  });

  it('asks resourceUri for a ui:// string', () => {
    expect(split(toolUiFindings(tool({ ui: { resourceUri: 42 } }))).errors).toEqual([
      "_meta.ui.resourceUri is 42, not a string: it is the URI of the tool's ui:// resource",
    ]);
    expect(split(toolUiFindings(tool({ ui: { resourceUri: 'https://x/view' } }))).errors).toEqual([
      '_meta.ui.resourceUri "https://x/view" does not start with ui://: a UI resource\'s URI MUST use the ui:// scheme',
    ]);
    expect(split(toolUiFindings(tool({ ui: 'ui://x' }))).errors[0]).toContain('_meta.ui is "ui://x", not an object');
  });

  it('asks visibility for an array of "model" and "app"; an empty one is a warning', () => {
    expect(split(toolUiFindings(tool({ ui: { visibility: 'app' } }))).errors[0]).toContain(
      '_meta.ui.visibility is "app", not an array',
    );
    expect(split(toolUiFindings(tool({ ui: { visibility: ['app', 'user'] } }))).errors).toEqual([
      '_meta.ui.visibility holds "user": its entries are "model" and "app" only',
    ]);
    expect(split(toolUiFindings(tool({ ui: { visibility: [] } })))).toMatchObject({
      errors: [],
      warnings: [expect.stringContaining('neither the model nor an app may call the tool')],
    });
  });

  it('warns of the deprecated flat key alone, and of the two keys disagreeing', () => {
    const flat = split(toolUiFindings(tool({ 'ui/resourceUri': 'ui://old' })));
    expect(flat.errors).toEqual([]);
    expect(flat.warnings[0]).toContain(
      'only by the deprecated flat _meta["ui/resourceUri"] ("ui://old"): the specification asks for _meta.ui.resourceUri and removes the flat key before GA',
    );
    expect(
      split(toolUiFindings(tool({ ui: { resourceUri: 'ui://new' }, 'ui/resourceUri': 'ui://old' }))).warnings[0],
    ).toContain('disagree');
    expect(split(toolUiFindings(tool({ 'ui/resourceUri': true }))).errors).toEqual([
      '_meta["ui/resourceUri"] is true, not a string',
    ]);
  });

  it("warns of a resource's members put on the tool", () => {
    expect(
      split(toolUiFindings(tool({ ui: { resourceUri: 'ui://a', csp: {}, prefersBorder: true } }))).warnings,
    ).toEqual([
      '_meta.ui has csp, prefersBorder, which belong in the _meta.ui of the ui:// resource: a host reads them there, not on the tool',
    ]);
  });
});

describe("a resource's _meta.ui", () => {
  it('passes the shapes the specification gives', () => {
    expect(
      split(
        resourceUiFindings({
          permissions: { camera: {}, clipboardWrite: {} },
          domain: 'abc.example.com',
          prefersBorder: false,
          csp: {},
        }),
      ),
    ).toEqual({ errors: [], warnings: [] });
    expect(split(resourceUiFindings(undefined))).toEqual({ errors: [], warnings: [] });
  });

  it('names each member of the wrong type and what it should be', () => {
    const found = split(
      resourceUiFindings({ permissions: { camera: true, gyroscope: {} }, domain: 7, prefersBorder: 'yes' }),
    );
    expect(found.errors).toEqual([
      '_meta.ui.permissions.camera is true, not an object: a permission is asked for with {}',
      "_meta.ui.domain is 7, not a string: it names the view's dedicated origin, in the host's own format",
      '_meta.ui.prefersBorder is "yes", not a boolean: true asks for a border and background, false for none',
    ]);
    expect(found.warnings).toEqual([
      '_meta.ui.permissions.gyroscope is not a permission the specification knows (camera, microphone, geolocation, clipboardWrite): a host grants nothing for it',
    ]);
    expect(split(resourceUiFindings({ permissions: ['camera'] })).errors[0]).toContain(
      '_meta.ui.permissions is ["camera"], not an object',
    );
    expect(split(resourceUiFindings([])).errors[0]).toContain('_meta.ui is [], not an object');
  });
});

describe("a resource's _meta.ui.csp", () => {
  it('passes arrays of origins under the four keys', () => {
    expect(
      split(
        cspFindings({
          connectDomains: ['https://api.example.com', 'wss://rt.example.com'],
          resourceDomains: ['https://*.cdn.example.com'],
          frameDomains: [],
          baseUriDomains: ['https://cdn.example.com'],
        }),
      ),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('names each entry that is not an origin, and why', () => {
    expect(
      split(cspFindings({ connectDomains: ['*', 'api.example.com', 'https://x.example.com/path'] })).errors,
    ).toEqual([
      '_meta.ui.csp.connectDomains[0] "*": a wildcard for every host, not an origin: the specification asks for origins',
      '_meta.ui.csp.connectDomains[1] "api.example.com": no scheme: an origin is scheme://host[:port]',
      '_meta.ui.csp.connectDomains[2] "https://x.example.com/path": has a path, query or fragment: an origin has none',
    ]);
  });

  it('asks for an object of arrays, and warns of keys it does not know', () => {
    expect(split(cspFindings('https://x')).errors[0]).toContain(
      '_meta.ui.csp is "https://x", not an object: the host applies the restrictive default',
    );
    expect(split(cspFindings({ connectDomains: 'https://x' })).errors).toEqual([
      '_meta.ui.csp.connectDomains is "https://x", not an array: the specification asks for an array of origins',
    ]);
    expect(split(cspFindings({ connectDomain: ['https://x'] })).warnings).toEqual([
      '_meta.ui.csp.connectDomain is not a key the specification knows (connectDomains, resourceDomains, frameDomains, baseUriDomains): a host allows nothing for it',
    ]);
  });
});

describe('where each finding points, and its rule', () => {
  const placed = (findings: readonly Finding[]) => findings.map(({ rule, pointer }) => `${rule} ${pointer}`);

  it("points within the tool, at the member; a tool's rules are its own", () => {
    expect(
      placed(
        toolUiFindings(tool({ ui: { resourceUri: 42, visibility: ['app', 'user'], csp: {} }, 'ui/resourceUri': true })),
      ),
    ).toEqual([
      'app-tool-ui-meta /_meta/ui/resourceUri',
      'app-tool-ui-meta /_meta/ui~1resourceUri',
      'app-tool-ui-meta /_meta/ui/visibility/1',
      'app-tool-ui-meta-advice /_meta/ui',
    ]);
    expect(placed(toolUiFindings(tool({ 'ui/resourceUri': 'ui://old' })))).toEqual([
      'app-tool-ui-meta-advice /_meta/ui~1resourceUri',
    ]);
  });

  it("points within the resource, down to a CSP entry's index", () => {
    expect(placed(resourceUiFindings({ permissions: { camera: true, gyroscope: {} }, domain: 7 }))).toEqual([
      'app-ui-meta /_meta/ui/permissions/camera',
      'app-ui-meta-advice /_meta/ui/permissions/gyroscope',
      'app-ui-meta /_meta/ui/domain',
    ]);
    expect(
      placed(cspFindings({ connectDomains: ['https://a.example.com', 'https://b.example.com', '*'], x: [] })),
    ).toEqual(['app-ui-meta /_meta/ui/csp/connectDomains/2', 'app-ui-meta-advice /_meta/ui/csp/x']);
    expect(placed(cspFindings('https://x'))).toEqual(['app-ui-meta /_meta/ui/csp']);
  });

  it('names only rules the catalogue declares, at their severity', () => {
    const all = [
      ...toolUiFindings(tool({ ui: { resourceUri: 1, visibility: [] }, 'ui/resourceUri': 'https://x' })),
      ...toolUiFindings(tool({ ui: [], 'ui/resourceUri': 'ui://x' })),
      ...resourceUiFindings({ permissions: { camera: 1, x: {} }, domain: 1, prefersBorder: 1 }),
      ...cspFindings({ connectDomains: ['*'], frameDomains: 'x', other: [] }),
    ];
    expect(undeclaredFindings(all)).toEqual([]);
    expect(new Set(all.map((finding) => finding.rule))).toEqual(
      new Set(['app-tool-ui-meta', 'app-tool-ui-meta-advice', 'app-ui-meta', 'app-ui-meta-advice']),
    );
  });
});
