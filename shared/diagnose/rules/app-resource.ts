import { defineRules } from './rule.ts';

const apps = 'MCP Apps (2026-01-26)';

/** MCP Apps: an app's view as its `ui://` resource gives it, and a view's `ui/download-file` request. */
export const appResourceRules = defineRules({
  'app-view-resource': {
    severity: 'error',
    means:
      "An app's view resource is not as the extension asks: its mimeType is not the app type, or its uri does not use the ui:// scheme.",
    cites: `${apps}: UI resources`,
    fault: 'server',
  },
  'app-view-content': {
    severity: 'warning',
    means:
      "The resources/read answer for an app's view is ambiguous: its item has another uri, or both text and blob (the text is rendered).",
    cites: `${apps}: UI resources`,
    fault: 'server',
  },
  'app-ui-meta': {
    severity: 'error',
    means:
      "A view's `_meta.ui` (its CSP, permissions, domain, prefersBorder) breaks the types the extension gives it: a host cannot use the value.",
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
      'A `ui/download-file` request holds something that is not a file: no contents list, an item that is neither an embedded resource nor a resource link, or one without text or blob. It is left out.',
    cites: `${apps}: ui/download-file`,
    fault: 'server',
  },
});
