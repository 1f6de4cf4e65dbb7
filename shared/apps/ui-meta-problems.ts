import { isRecord } from '../lib/guards.ts';
import { CSP_KEYS, cspOriginProblem } from './app-csp.ts';
import { FLAT_RESOURCE_URI_KEY } from './tool-app.ts';

/**
 * What is wrong with a `_meta.ui` as the MCP Apps extension (2026-01-26)
 * shapes it: `errors` break its types (a host cannot use the value),
 * `warnings` are what it advises against or ignores. Each message names the
 * member and says what the specification asks.
 */
export interface UiMetaProblems {
  errors: string[];
  warnings: string[];
}

export const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'] as const;
/** Members of a resource's `_meta.ui`, which a tool's `_meta.ui` does not have. */
const RESOURCE_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'] as const;

const show = (value: unknown): string => (value === undefined ? 'undefined' : JSON.stringify(value));
const none = (): UiMetaProblems => ({ errors: [], warnings: [] });

/** A tool's `_meta.ui` (resourceUri, visibility) and the deprecated flat `_meta["ui/resourceUri"]`. */
export function toolUiProblems(tool: unknown): UiMetaProblems {
  const problems = none();
  if (!isRecord(tool) || !isRecord(tool._meta)) return problems;
  const meta = tool._meta;
  const ui = meta.ui;
  const flat = meta[FLAT_RESOURCE_URI_KEY];
  if (ui !== undefined && !isRecord(ui))
    problems.errors.push(
      `_meta.ui is ${show(ui)}, not an object: the specification asks for { resourceUri?, visibility? }`,
    );
  const record = isRecord(ui) ? ui : {};
  const nested = record.resourceUri;
  if (nested !== undefined) {
    if (typeof nested !== 'string')
      problems.errors.push(
        `_meta.ui.resourceUri is ${show(nested)}, not a string: it is the URI of the tool's ui:// resource`,
      );
    else if (!nested.startsWith('ui://'))
      problems.errors.push(
        `_meta.ui.resourceUri ${show(nested)} does not start with ui://: a UI resource's URI MUST use the ui:// scheme`,
      );
  }
  if (flat !== undefined) {
    if (typeof flat !== 'string')
      problems.errors.push(`_meta["${FLAT_RESOURCE_URI_KEY}"] is ${show(flat)}, not a string`);
    else if (nested === undefined) {
      problems.warnings.push(
        `declares its app only by the deprecated flat _meta["${FLAT_RESOURCE_URI_KEY}"] (${show(flat)}): the specification asks for _meta.ui.resourceUri and removes the flat key before GA, so hosts that follow it will not find the app`,
      );
      if (!flat.startsWith('ui://'))
        problems.errors.push(
          `_meta["${FLAT_RESOURCE_URI_KEY}"] ${show(flat)} does not start with ui://: a UI resource's URI MUST use the ui:// scheme`,
        );
    } else if (typeof nested === 'string' && flat !== nested) {
      problems.warnings.push(
        `_meta.ui.resourceUri ${show(nested)} and the deprecated _meta["${FLAT_RESOURCE_URI_KEY}"] ${show(flat)} disagree: a current host renders the first, an older one the second`,
      );
    }
  }
  const visibility = record.visibility;
  if (visibility !== undefined) {
    if (!Array.isArray(visibility))
      problems.errors.push(
        `_meta.ui.visibility is ${show(visibility)}, not an array: the specification asks for an array of "model" and "app" (["model", "app"] when left out)`,
      );
    else {
      const unknown = visibility.filter((entry) => entry !== 'model' && entry !== 'app');
      if (unknown.length)
        problems.errors.push(
          `_meta.ui.visibility holds ${unknown.map(show).join(', ')}: its entries are "model" and "app" only`,
        );
      else if (visibility.length === 0)
        problems.warnings.push(
          '_meta.ui.visibility is []: neither the model nor an app may call the tool (leave it out for the default ["model", "app"])',
        );
    }
  }
  const misplaced = RESOURCE_KEYS.filter((key) => key in record);
  if (misplaced.length)
    problems.warnings.push(
      `_meta.ui has ${misplaced.join(', ')}, which belong${misplaced.length === 1 ? 's' : ''} in the _meta.ui of the ui:// resource: a host reads ${misplaced.length === 1 ? 'it' : 'them'} there, not on the tool`,
    );
  return problems;
}

/** A ui:// resource's `_meta.ui` apart from its CSP: permissions, domain, prefersBorder. */
export function resourceUiProblems(ui: unknown): UiMetaProblems {
  const problems = none();
  if (ui === undefined) return problems;
  if (!isRecord(ui)) {
    problems.errors.push(
      `_meta.ui is ${show(ui)}, not an object: the specification asks for { csp?, permissions?, domain?, prefersBorder? }`,
    );
    return problems;
  }
  const { permissions, domain, prefersBorder } = ui;
  if (permissions !== undefined) {
    if (!isRecord(permissions))
      problems.errors.push(
        `_meta.ui.permissions is ${show(permissions)}, not an object: the specification asks for an object of ${PERMISSION_KEYS.join(', ')}, each {}`,
      );
    else {
      for (const [key, value] of Object.entries(permissions)) {
        if (!(PERMISSION_KEYS as readonly string[]).includes(key))
          problems.warnings.push(
            `_meta.ui.permissions.${key} is not a permission the specification knows (${PERMISSION_KEYS.join(', ')}): a host grants nothing for it`,
          );
        else if (!isRecord(value))
          problems.errors.push(
            `_meta.ui.permissions.${key} is ${show(value)}, not an object: a permission is asked for with {}`,
          );
      }
    }
  }
  if (domain !== undefined && typeof domain !== 'string')
    problems.errors.push(
      `_meta.ui.domain is ${show(domain)}, not a string: it names the view's dedicated origin, in the host's own format`,
    );
  if (prefersBorder !== undefined && typeof prefersBorder !== 'boolean')
    problems.errors.push(
      `_meta.ui.prefersBorder is ${show(prefersBorder)}, not a boolean: true asks for a border and background, false for none`,
    );
  return problems;
}

/** A ui:// resource's `_meta.ui.csp`: an object of the four known keys, each an array of origins. */
export function cspProblems(csp: unknown): UiMetaProblems {
  const problems = none();
  if (csp === undefined) return problems;
  if (!isRecord(csp)) {
    problems.errors.push(
      `_meta.ui.csp is ${show(csp)}, not an object: the host applies the restrictive default; the specification asks for { ${CSP_KEYS.join(', ')} }, each an array of origins`,
    );
    return problems;
  }
  for (const [key, values] of Object.entries(csp)) {
    if (!(CSP_KEYS as readonly string[]).includes(key)) {
      problems.warnings.push(
        `_meta.ui.csp.${key} is not a key the specification knows (${CSP_KEYS.join(', ')}): a host allows nothing for it`,
      );
      continue;
    }
    if (!Array.isArray(values)) {
      problems.errors.push(
        `_meta.ui.csp.${key} is ${show(values)}, not an array: the specification asks for an array of origins`,
      );
      continue;
    }
    values.forEach((value, index) => {
      const problem = cspOriginProblem(value);
      if (problem) problems.errors.push(`_meta.ui.csp.${key}[${index}] ${show(value)}: ${problem}`);
    });
  }
  return problems;
}
