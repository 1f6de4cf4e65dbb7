import { CSP_KEYS } from '../../shared/apps/app-csp.ts';
import { appViewFacts } from '../../shared/apps/app-view-facts.ts';
import { isAppOnly, toolApp, toolVisibility } from '../../shared/apps/tool-app.ts';

/** A tool's MCP App under its line of `tools/list`: the view's resource, who may call it, and whether the model ever sees it. None for a tool without one. */
export function toolAppLines(tool: unknown): string[] {
  const app = toolApp(tool);
  const appOnly = isAppOnly(tool);
  if (!app && !appOnly) return [];
  const visibility = toolVisibility(tool);
  const parts = [
    ...(app
      ? [
          `app ${app.resourceUri}${app.declaredBy === 'ui/resourceUri' ? ' (only the deprecated _meta["ui/resourceUri"])' : ''}`,
        ]
      : []),
    `visibility ${visibility.length ? visibility.join(', ') : 'none'}`,
    ...(appOnly ? ['app-only: not for the model, a chat host hides it'] : []),
  ];
  return [`  ${parts.join(' · ')}`];
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * An app's view read with `resources/read`, as a host would take it: its
 * MIME type and size, `_meta.ui`, the CSP the host would grant and serve,
 * the permissions. Not the HTML (megabytes, often): that stays in the JSON
 * output and the log. What is wrong is under the answer's problems.
 */
export function appViewLines(content: Readonly<Record<string, unknown>>): string[] {
  const uri = typeof content.uri === 'string' ? content.uri : JSON.stringify(content.uri);
  const reading = appViewFacts(uri, { contents: [content] });
  if (!reading.ok) return [`App view      ${uri}`, `              ${reading.error}`];
  const { facts } = reading;
  const ui = facts.ui;
  const granted = CSP_KEYS.filter((key) => facts.granted[key]?.length).map(
    (key) => `${key} ${facts.granted[key]!.join(' ')}`,
  );
  return [
    `App view      ${uri}`,
    `MIME type     ${facts.mimeType ?? '(none)'}`,
    `HTML          ${count(facts.bytes)} bytes, as ${facts.from === 'blob' ? 'a base64 blob' : 'text'} (not printed: it is in the JSON output and in --log)`,
    `_meta.ui      ${Object.keys(ui).length ? JSON.stringify(ui) : '(none)'}`,
    `CSP granted   ${granted.length ? granted.join('; ') : facts.cspDeclared ? 'nothing of what is declared' : "nothing declared: the specification's restrictive default"}`,
    `CSP header    ${facts.cspHeader}`,
    `Permissions   ${facts.allow || '(none)'}`,
    `Border        ${typeof ui.prefersBorder === 'boolean' ? (ui.prefersBorder ? 'asked for (prefersBorder true)' : 'asked not to have one (prefersBorder false)') : 'the host decides (no prefersBorder)'}`,
    `Domain        ${typeof ui.domain === 'string' ? ui.domain : "the host's own sandbox origin (no domain)"}`,
  ];
}
