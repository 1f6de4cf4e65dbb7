import { defineRules } from './rule.ts';

/**
 * The checkup's checks, one rule each (`checkup-<check>`): a failure is an
 * error, a warning a warning, a pass that has something to tell an `info`.
 * A check the inspector or the person caused says so in its finding's `cause`.
 */
export const checkupRules = defineRules({
  'checkup-ping': {
    severity: 'error',
    means: 'ping is not answered with an empty result.',
    cites: 'MCP utilities › Ping',
    fault: 'server',
  },
  'checkup-unknown-method': {
    severity: 'error',
    means: 'An unknown method is not answered -32601 (Method not found).',
    cites: 'JSON-RPC 2.0 §5.1',
    fault: 'server',
  },
  'checkup-invalid-params': {
    severity: 'error',
    means: 'Malformed params are not answered -32602 (Invalid params).',
    cites: 'JSON-RPC 2.0 §5.1; MCP server › Tools › Error handling',
    fault: 'server',
  },
  'checkup-unsupported-version': {
    severity: 'error',
    means: 'An unsupported protocol version is not answered as the revision requires.',
    cites: 'MCP basic › Lifecycle › Version negotiation',
    fault: 'server',
  },
  'checkup-server-discover': {
    severity: 'error',
    means: 'server/discover is not answered correctly.',
    cites: 'MCP 2026-07-28 › server/discover',
    fault: 'server',
  },
  'checkup-capability-logging': {
    severity: 'error',
    means: 'The logging capability does not match what the server answers.',
    cites: 'MCP server › Utilities › Logging',
    fault: 'server',
  },
  'checkup-capability-completions': {
    severity: 'error',
    means: 'Declared completions are not answered.',
    cites: 'MCP server › Utilities › Completion',
    fault: 'server',
  },
  'checkup-list-changed': {
    severity: 'error',
    means: 'listChanged declarations are malformed or not honoured.',
    cites: 'MCP server › list_changed notifications',
    fault: 'server',
  },
  'checkup-resource-subscribe': {
    severity: 'error',
    means: 'Declared resource subscriptions are not accepted.',
    cites: 'MCP server › Resources › Subscriptions',
    fault: 'server',
  },
  'checkup-cancellation': {
    severity: 'error',
    means: 'A cancelled request is answered all the same.',
    cites: 'MCP utilities › Cancellation',
    fault: 'server',
  },
  'checkup-pagination-tools': {
    severity: 'error',
    means: 'tools/list is not paginated correctly.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'checkup-pagination-resources': {
    severity: 'error',
    means: 'resources/list is not paginated correctly.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'checkup-pagination-resource-templates': {
    severity: 'error',
    means: 'resources/templates/list is not paginated correctly.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'checkup-pagination-prompts': {
    severity: 'error',
    means: 'prompts/list is not paginated correctly.',
    cites: 'MCP server › Utilities › Pagination',
    fault: 'server',
  },
  'checkup-capability-tools': {
    severity: 'error',
    means: 'The tools capability does not match what the server answers.',
    cites: 'MCP basic › Lifecycle › Capability negotiation',
    fault: 'server',
  },
  'checkup-capability-resources': {
    severity: 'error',
    means: 'The resources capability does not match what the server answers.',
    cites: 'MCP basic › Lifecycle › Capability negotiation',
    fault: 'server',
  },
  'checkup-capability-prompts': {
    severity: 'error',
    means: 'The prompts capability does not match what the server answers.',
    cites: 'MCP basic › Lifecycle › Capability negotiation',
    fault: 'server',
  },
  'checkup-tool-schemas': {
    severity: 'error',
    means: "A tool's inputSchema or outputSchema is not valid JSON Schema.",
    cites: 'MCP server › Tools',
    fault: 'server',
  },
  'checkup-tool-schema-portability': {
    severity: 'error',
    means: "Tools' inputSchemas use what common clients reject or mishandle.",
    cites: 'MCP server › Tools; model providers tool schemas',
    fault: 'server',
  },
  'checkup-tool-names': {
    severity: 'error',
    means: "Tool names break the revision's rules (characters, length, uniqueness).",
    cites: 'MCP server › Tools › Tool names',
    fault: 'server',
  },
  'checkup-prompt-names': {
    severity: 'error',
    means: 'Prompt names are missing or not unique.',
    cites: 'MCP server › Prompts',
    fault: 'server',
  },
  'checkup-resource-names': {
    severity: 'error',
    means: 'A resource or template lacks its uri or name.',
    cites: 'MCP server › Resources',
    fault: 'server',
  },
  'checkup-app-tool-meta': {
    severity: 'error',
    means: "A tool's _meta.ui is malformed.",
    cites: 'MCP Apps 2026-01-26 › Discovery',
    fault: 'server',
  },
  'checkup-app-only-tools': {
    severity: 'error',
    means: 'Tools only apps may call are offered to the model, or the other way round.',
    cites: 'MCP Apps 2026-01-26 › Visibility',
    fault: 'server',
  },
  'checkup-app-resources-listed': {
    severity: 'error',
    means: "An app's resource is not listed in resources/list.",
    cites: 'MCP Apps 2026-01-26 › Behavior',
    fault: 'server',
  },
  'checkup-app-resources-read': {
    severity: 'error',
    means: 'An app resource does not read as text/html;profile=mcp-app with text or blob.',
    cites: 'MCP Apps 2026-01-26 › Content',
    fault: 'server',
  },
  'checkup-app-resource-meta': {
    severity: 'error',
    means: "An app resource's _meta.ui is malformed.",
    cites: 'MCP Apps 2026-01-26 › Resource format',
    fault: 'server',
  },
  'checkup-app-csp': {
    severity: 'error',
    means: "An app resource's declared CSP domains are not origins.",
    cites: 'MCP Apps 2026-01-26 › Resource format',
    fault: 'server',
  },
});
