import { defineRules } from './rule.ts';

/** MCP Apps: what the channel between a view and its host carries, and what the sandbox reports about the view. */
export const appChannelRules = defineRules({
  'app-message-not-jsonrpc': {
    severity: 'error',
    means: "A message on an app's channel is not JSON-RPC.",
    cites: 'MCP Apps 2026-01-26',
    fault: 'server',
  },
  'app-message-schema': {
    severity: 'error',
    means: "A message on an app's channel does not match the extension's schema for it.",
    cites: 'MCP Apps 2026-01-26',
    fault: 'server',
  },
  'app-before-initialized': {
    severity: 'warning',
    means: 'A view sent a request before ui/notifications/initialized.',
    cites: 'MCP Apps 2026-01-26 › Lifecycle',
    fault: 'server',
  },
  'app-tool-unknown': {
    severity: 'warning',
    means: 'A view called a tool the server does not list.',
    cites: 'MCP Apps 2026-01-26 › Visibility',
    fault: 'server',
  },
  'app-tool-not-visible': {
    severity: 'error',
    means: 'A view called a tool whose visibility does not include the app.',
    cites: 'MCP Apps 2026-01-26 › Visibility',
    fault: 'server',
  },
  'app-display-mode-undeclared': {
    severity: 'warning',
    means: 'A view asked for a display mode it did not declare.',
    cites: 'MCP Apps 2026-01-26 › Display modes',
    fault: 'server',
  },
  'app-host-before-initialized': {
    severity: 'error',
    means: 'The host (this inspector) sent a message before the view was initialized.',
    cites: 'MCP Apps 2026-01-26 › Lifecycle',
    fault: 'inspector',
  },
  'app-result-before-input': {
    severity: 'error',
    means: 'The host (this inspector) sent a tool result before the tool input.',
    cites: 'MCP Apps 2026-01-26 › Lifecycle',
    fault: 'inspector',
  },
  'app-needs-eval': {
    severity: 'error',
    means: "A view needs eval (or a string to code), which the sandbox's policy forbids.",
    cites: 'MCP Apps 2026-01-26 › Security',
    fault: 'server',
  },
  'app-sandbox-error': {
    severity: 'warning',
    means: 'The sandbox reported an error of its own while hosting a view.',
    cites: 'MCP Apps 2026-01-26 › Sandbox',
    fault: 'inspector',
  },
  'app-csp-violation': {
    severity: 'warning',
    means: 'A view loaded something its _meta.ui.csp does not allow.',
    cites: 'MCP Apps 2026-01-26 › Security (CSP)',
    fault: 'server',
  },
  'app-load-failed': {
    severity: 'warning',
    means: 'A view could not load one of its parts (a script, a style, an image).',
    cites: 'MCP Apps 2026-01-26',
    fault: 'server',
  },
  'app-uncaught-error': {
    severity: 'error',
    means: 'A view threw an error nothing caught.',
    cites: 'MCP Apps 2026-01-26',
    fault: 'server',
  },
  'app-unhandled-rejection': {
    severity: 'warning',
    means: 'A promise in a view was rejected and nothing handled it.',
    cites: 'MCP Apps 2026-01-26',
    fault: 'server',
  },
});
