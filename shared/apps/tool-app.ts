import { isRecord } from '../lib/guards.ts';
import { APP_MIME_TYPE } from '../protocol/extensions.ts';

/** Who may call a tool (`_meta.ui.visibility`): the model (the agent), the app, or both (the default). */
export type AppVisibility = 'model' | 'app';

/** A tool's MCP App, as its definition declares it. */
export interface ToolApp {
  /** The `ui://` resource that renders the tool's results. */
  resourceUri: string;
  /** Where the URI was read: the current `_meta.ui.resourceUri`, or only the deprecated flat `_meta["ui/resourceUri"]`. */
  declaredBy: 'ui.resourceUri' | 'ui/resourceUri';
  visibility: readonly AppVisibility[];
  /** Callable by its app only: no model would ever see it. */
  appOnly: boolean;
}

/** The deprecated flat key (2026-01-26 says it goes before GA). */
export const FLAT_RESOURCE_URI_KEY = 'ui/resourceUri';

const DEFAULT_VISIBILITY: readonly AppVisibility[] = ['model', 'app'];

/** A tool's `_meta.ui`, when it is an object. */
function uiMeta(tool: unknown): Record<string, unknown> | undefined {
  if (!isRecord(tool) || !isRecord(tool._meta)) return undefined;
  return isRecord(tool._meta.ui) ? tool._meta.ui : undefined;
}

/** The tool's visibility as declared, the default when absent or not a list; unknown entries are left out. */
export function toolVisibility(tool: unknown): readonly AppVisibility[] {
  const declared = uiMeta(tool)?.visibility;
  if (!Array.isArray(declared)) return DEFAULT_VISIBILITY;
  return declared.filter((entry): entry is AppVisibility => entry === 'model' || entry === 'app');
}

/**
 * The app a tool declares, or undefined when it has none: `_meta.ui.resourceUri`,
 * else the deprecated flat `_meta["ui/resourceUri"]`. A tool may also be
 * app-only without a resource of its own (a refresh button's tool); that is
 * `isAppOnly`, not an app.
 */
export function toolApp(tool: unknown): ToolApp | undefined {
  if (!isRecord(tool) || !isRecord(tool._meta)) return undefined;
  const nested = uiMeta(tool)?.resourceUri;
  const flat = tool._meta[FLAT_RESOURCE_URI_KEY];
  const resourceUri =
    typeof nested === 'string' && nested !== '' ? nested : typeof flat === 'string' && flat !== '' ? flat : undefined;
  if (resourceUri === undefined) return undefined;
  const visibility = toolVisibility(tool);
  return {
    resourceUri,
    declaredBy: resourceUri === nested ? 'ui.resourceUri' : 'ui/resourceUri',
    visibility,
    appOnly: isAppOnly(tool),
  };
}

/** Whether only apps may call the tool: its visibility is declared and leaves out the model. */
export function isAppOnly(tool: unknown): boolean {
  const visibility = toolVisibility(tool);
  return Array.isArray(uiMeta(tool)?.visibility) && !visibility.includes('model');
}

/** Whether an app may call the tool (2026-01-26: the host MUST refuse an app's call to a tool whose visibility leaves out "app"). */
export function appMayCall(tool: unknown): boolean {
  return toolVisibility(tool).includes('app');
}

/** Whether a listed resource is an app's view: a `ui://` URI or the app MIME type. */
export function isAppResource(resource: unknown): boolean {
  if (!isRecord(resource)) return false;
  return (
    (typeof resource.uri === 'string' && resource.uri.startsWith('ui://')) ||
    (typeof resource.mimeType === 'string' && sameMimeType(resource.mimeType, APP_MIME_TYPE))
  );
}

/** MIME types compared as types: case and spaces around parameters do not matter. */
export function sameMimeType(a: string, b: string): boolean {
  const norm = (value: string) =>
    value
      .toLowerCase()
      .split(';')
      .map((part) => part.trim())
      .join(';');
  return norm(a) === norm(b);
}
