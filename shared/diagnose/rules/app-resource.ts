import { defineRules } from './rule.ts';

const apps = 'MCP Apps (2026-01-26)';

/** MCP Apps: an app's view as its `ui://` resource gives it, and a view's `ui/download-file` request. */
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
