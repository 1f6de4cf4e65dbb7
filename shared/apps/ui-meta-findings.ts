import type { Finding } from '../diagnose/finding.ts';
import { isRecord } from '../lib/guards.ts';
import { pointer } from '../lib/json-pointer.ts';
import { appFinding } from './app-finding.ts';
import { CSP_KEYS, cspOriginProblem } from './app-csp.ts';
import { FLAT_RESOURCE_URI_KEY } from './tool-app.ts';

/**
 * What is wrong with a `_meta.ui` as the MCP Apps extension (2026-01-26)
 * shapes it, as findings: errors break its types (a host cannot use the
 * value), warnings are what it advises against or ignores. Each message
 * names the member and says what the specification asks; each pointer is
 * within the tool or the resource whose `_meta.ui` it is.
 */

export const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'] as const;
/** Members of a resource's `_meta.ui`, which a tool's `_meta.ui` does not have. */
const RESOURCE_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'] as const;

const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));
/** Where a member of `_meta.ui` sits in the tool or resource: `/_meta/ui/csp/connectDomains/2`. */
const ui = (...keys: Array<string | number>): string => pointer('_meta', 'ui', ...keys);
const FLAT = pointer('_meta', FLAT_RESOURCE_URI_KEY);

/** A tool's `_meta.ui` (resourceUri, visibility) and the deprecated flat `_meta["ui/resourceUri"]`. */
export function toolUiFindings(tool: unknown): Finding[] {
  if (!isRecord(tool) || !isRecord(tool._meta)) return [];
  const found: Finding[] = [];
  const error = (at: string, message: string) => found.push(appFinding('app-tool-ui-meta', at, message));
  const advice = (at: string, message: string) => found.push(appFinding('app-tool-ui-meta-advice', at, message));
  const meta = tool._meta;
  const flat = meta[FLAT_RESOURCE_URI_KEY];
  if (meta.ui !== undefined && !isRecord(meta.ui))
    error(
      ui(),
      `_meta.ui is ${show(meta.ui)}, not an object: the specification asks for { resourceUri?, visibility? }`,
    );
  const record = isRecord(meta.ui) ? meta.ui : {};
  const nested = record.resourceUri;
  if (nested !== undefined) {
    if (typeof nested !== 'string')
      error(
        ui('resourceUri'),
        `_meta.ui.resourceUri is ${show(nested)}, not a string: it is the URI of the tool's ui:// resource`,
      );
    else if (!nested.startsWith('ui://'))
      error(
        ui('resourceUri'),
        `_meta.ui.resourceUri ${show(nested)} does not start with ui://: a UI resource's URI MUST use the ui:// scheme`,
      );
  }
  if (flat !== undefined) {
    if (typeof flat !== 'string') error(FLAT, `_meta["${FLAT_RESOURCE_URI_KEY}"] is ${show(flat)}, not a string`);
    else if (nested === undefined) {
      advice(
        FLAT,
        `declares its app only by the deprecated flat _meta["${FLAT_RESOURCE_URI_KEY}"] (${show(flat)}): the specification asks for _meta.ui.resourceUri and removes the flat key before GA, so hosts that follow it will not find the app`,
      );
      if (!flat.startsWith('ui://'))
        error(
          FLAT,
          `_meta["${FLAT_RESOURCE_URI_KEY}"] ${show(flat)} does not start with ui://: a UI resource's URI MUST use the ui:// scheme`,
        );
    } else if (typeof nested === 'string' && flat !== nested) {
      advice(
        FLAT,
        `_meta.ui.resourceUri ${show(nested)} and the deprecated _meta["${FLAT_RESOURCE_URI_KEY}"] ${show(flat)} disagree: a current host renders the first, an older one the second`,
      );
    }
  }
  visibilityFindings(record.visibility, error, advice);
  const misplaced = RESOURCE_KEYS.filter((key) => key in record);
  // One sentence for all of them, at the `_meta.ui` that holds them.
  if (misplaced.length)
    advice(
      ui(),
      `_meta.ui has ${misplaced.join(', ')}, which belong${misplaced.length === 1 ? 's' : ''} in the _meta.ui of the ui:// resource: a host reads ${misplaced.length === 1 ? 'it' : 'them'} there, not on the tool`,
    );
  return found;
}

type Say = (at: string, message: string) => void;

function visibilityFindings(visibility: unknown, error: Say, advice: Say): void {
  if (visibility === undefined) return;
  if (!Array.isArray(visibility)) {
    error(
      ui('visibility'),
      `_meta.ui.visibility is ${show(visibility)}, not an array: the specification asks for an array of "model" and "app" (["model", "app"] when left out)`,
    );
    return;
  }
  const unknown = visibility.filter((entry) => entry !== 'model' && entry !== 'app');
  if (unknown.length)
    error(
      ui('visibility', visibility.indexOf(unknown[0])),
      `_meta.ui.visibility holds ${unknown.map(show).join(', ')}: its entries are "model" and "app" only`,
    );
  else if (visibility.length === 0)
    advice(
      ui('visibility'),
      '_meta.ui.visibility is []: neither the model nor an app may call the tool (leave it out for the default ["model", "app"])',
    );
}

/** A ui:// resource's `_meta.ui` apart from its CSP: permissions, domain, prefersBorder. */
export function resourceUiFindings(meta: unknown): Finding[] {
  if (meta === undefined) return [];
  const error = (at: string, message: string) => appFinding('app-ui-meta', at, message);
  const advice = (at: string, message: string) => appFinding('app-ui-meta-advice', at, message);
  if (!isRecord(meta))
    return [
      error(
        ui(),
        `_meta.ui is ${show(meta)}, not an object: the specification asks for { csp?, permissions?, domain?, prefersBorder? }`,
      ),
    ];
  const found: Finding[] = [];
  const { permissions, domain, prefersBorder } = meta;
  if (permissions !== undefined) {
    if (!isRecord(permissions))
      found.push(
        error(
          ui('permissions'),
          `_meta.ui.permissions is ${show(permissions)}, not an object: the specification asks for an object of ${PERMISSION_KEYS.join(', ')}, each {}`,
        ),
      );
    else {
      for (const [key, value] of Object.entries(permissions)) {
        if (!(PERMISSION_KEYS as readonly string[]).includes(key))
          found.push(
            advice(
              ui('permissions', key),
              `_meta.ui.permissions.${key} is not a permission the specification knows (${PERMISSION_KEYS.join(', ')}): a host grants nothing for it`,
            ),
          );
        else if (!isRecord(value))
          found.push(
            error(
              ui('permissions', key),
              `_meta.ui.permissions.${key} is ${show(value)}, not an object: a permission is asked for with {}`,
            ),
          );
      }
    }
  }
  if (domain !== undefined && typeof domain !== 'string')
    found.push(
      error(
        ui('domain'),
        `_meta.ui.domain is ${show(domain)}, not a string: it names the view's dedicated origin, in the host's own format`,
      ),
    );
  if (prefersBorder !== undefined && typeof prefersBorder !== 'boolean')
    found.push(
      error(
        ui('prefersBorder'),
        `_meta.ui.prefersBorder is ${show(prefersBorder)}, not a boolean: true asks for a border and background, false for none`,
      ),
    );
  return found;
}

/** A ui:// resource's `_meta.ui.csp`: an object of the four known keys, each an array of origins. */
export function cspFindings(csp: unknown): Finding[] {
  if (csp === undefined) return [];
  const error = (at: string, message: string) => appFinding('app-ui-meta', at, message);
  if (!isRecord(csp))
    return [
      error(
        ui('csp'),
        `_meta.ui.csp is ${show(csp)}, not an object: the host applies the restrictive default; the specification asks for { ${CSP_KEYS.join(', ')} }, each an array of origins`,
      ),
    ];
  const found: Finding[] = [];
  for (const [key, values] of Object.entries(csp)) {
    if (!(CSP_KEYS as readonly string[]).includes(key))
      found.push(
        appFinding(
          'app-ui-meta-advice',
          ui('csp', key),
          `_meta.ui.csp.${key} is not a key the specification knows (${CSP_KEYS.join(', ')}): a host allows nothing for it`,
        ),
      );
    else if (!Array.isArray(values))
      found.push(
        error(
          ui('csp', key),
          `_meta.ui.csp.${key} is ${show(values)}, not an array: the specification asks for an array of origins`,
        ),
      );
    else
      values.forEach((value, index) => {
        const problem = cspOriginProblem(value);
        if (problem)
          found.push(error(ui('csp', key, index), `_meta.ui.csp.${key}[${index}] ${show(value)}: ${problem}`));
      });
  }
  return found;
}
