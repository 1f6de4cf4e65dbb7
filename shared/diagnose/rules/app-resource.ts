import { defineRules } from './rule.ts';

const apps = 'MCP Apps (2026-01-26)';

/**
 * MCP Apps: a tool's `_meta.ui`, an app's view as its `ui://` resource gives
 * it (listed and read), and a view's `ui/download-file` request.
 */
export const appResourceRules = defineRules({
  'app-view-resource': {
    severity: 'error',
    means: "An app's view resource has another mimeType than the app type, or a uri outside the ui:// scheme.",
    cites: `${apps}: UI resources`,
    fault: 'server',
  },
  'app-view-content': {
    severity: 'warning',
    means:
      "The read of an app's view is ambiguous: an item of another uri, or both text and blob (the text is rendered).",
    cites: `${apps}: UI resources`,
    fault: 'server',
  },
  'app-tool-ui-meta': {
    severity: 'error',
    means: "A tool's `_meta.ui` (resourceUri, visibility, the flat `ui/resourceUri`) has a wrong type or no ui:// URI.",
    cites: `${apps}: Resource Discovery`,
    fault: 'server',
  },
  'app-tool-ui-meta-advice': {
    severity: 'warning',
    means:
      "A tool's `_meta.ui` goes against advice: the flat key alone or disagreeing, visibility [], a view's members.",
    cites: `${apps}: Resource Discovery`,
    fault: 'server',
  },
  'app-resource-unlisted': {
    severity: 'warning',
    means: "A tool's app resource is not in resources/list: allowed, but a host that reviews the list never sees it.",
    cites: `${apps}: Resource Discovery › Behavior`,
    fault: 'server',
  },
  'app-resource-unread': {
    severity: 'error',
    means:
      "resources/read of an app's resource fails or gives no view: the resource MUST exist, and a host reads it so.",
    cites: `${apps}: Resource Discovery › Behavior; UI Resource Format`,
    fault: 'server',
  },
  'app-ui-meta': {
    severity: 'error',
    means:
      "A view's `_meta.ui` (CSP, permissions, domain, prefersBorder) has a wrong type: a host cannot use the value.",
    cites: `${apps}: _meta.ui`,
    fault: 'server',
  },
  'app-ui-meta-advice': {
    severity: 'warning',
    means: "A view's `_meta.ui` holds what the extension advises against or a host ignores (an unknown CSP key, say).",
    cites: `${apps}: _meta.ui`,
    fault: 'server',
  },
  'app-download-request': {
    severity: 'error',
    means:
      'A `ui/download-file` request holds what is not a file (no contents, no resource, no text or blob): left out.',
    cites: `${apps}: ui/download-file`,
    fault: 'server',
  },
});
