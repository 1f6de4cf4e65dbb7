import type { Finding } from '../diagnose/finding.ts';
import { allowAttribute, cspHeader, type McpUiResourceCsp } from './app-csp.ts';
import { grantCsp } from './csp-grant.ts';
import { readAppView, type AppResourceUi } from './app-resource.ts';
import { cspFindings, resourceUiFindings } from './ui-meta-findings.ts';

/** What a host makes of an app's resource, without rendering it: for a person who reads a `ui://` resource and wants its facts, not its HTML. */
export interface AppViewFacts {
  uri: string;
  mimeType: string | undefined;
  /** Where the HTML was: `text`, or a base64 `blob`. */
  from: 'text' | 'blob';
  /** The HTML's size in UTF-8 bytes. */
  bytes: number;
  /** `_meta.ui`, the listing's and the content item's merged (the content item winning). */
  ui: AppResourceUi;
  uiFrom: Readonly<Record<string, 'listing' | 'content'>>;
  /** Whether `_meta.ui.csp` declares anything; without it the specification's restrictive default applies. */
  cspDeclared: boolean;
  /** The origins the host grants of the declared CSP. */
  granted: McpUiResourceCsp;
  /** The Content-Security-Policy header the view is served with. */
  cspHeader: string;
  /** The inner frame's `allow` attribute from `_meta.ui.permissions` (empty: none). */
  allow: string;
  /** What the specification asks otherwise: of the content, of `_meta.ui` and of its CSP. */
  findings: Finding[];
}

export type AppViewFactsReading = { ok: true; facts: AppViewFacts } | { ok: false; error: string };

/** The facts of the view in a `resources/read` result for `uri` (see {@link readAppView}), with what is wrong about it. */
export function appViewFacts(uri: string, result: unknown, listing?: unknown): AppViewFactsReading {
  const reading = readAppView(uri, result, listing);
  if (!reading.ok) return reading;
  const { view } = reading;
  const { granted } = grantCsp(view.ui.csp);
  // Within the content item that was read: `_meta.ui` as a host reads it, the listing's members merged in.
  const uiFindings = [...resourceUiFindings(view.ui), ...cspFindings(view.ui.csp)].map((finding) => ({
    ...finding,
    pointer: `${view.at}${finding.pointer}`,
  }));
  return {
    ok: true,
    facts: {
      uri,
      mimeType: view.mimeType,
      from: view.from,
      bytes: new TextEncoder().encode(view.html).length,
      ui: view.ui,
      uiFrom: view.uiFrom,
      cspDeclared: view.ui.csp !== undefined && view.ui.csp !== null,
      granted,
      cspHeader: cspHeader(granted),
      allow: allowAttribute(view.ui.permissions),
      findings: [...view.findings, ...uiFindings],
    },
  };
}
