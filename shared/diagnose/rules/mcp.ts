import { defineRules } from './rule.ts';

/** MCP's rules for messages in a session: methods and who may send them, capabilities, versions, progress, cancellation, _meta and result shapes. */
export const mcpRules = defineRules({
  'wrong-sender': {
    severity: 'error',
    means: 'A method went the wrong way: a client-to-server request sent by the server, or the reverse.',
    cites: 'MCP schema (the revision the connection speaks)',
    fault: 'server',
  },
  'method-not-in-revision': {
    severity: 'error',
    means: 'A method MCP defines, but not in the revision the connection speaks.',
    cites: 'MCP schema (the revision the connection speaks)',
    fault: 'server',
  },
  'unknown-method': {
    severity: 'warning',
    means: 'A request method no MCP revision defines; the receiver answers -32601 or ignores it.',
    cites: 'MCP schema',
    fault: 'server',
  },
  'unknown-notification': {
    severity: 'warning',
    means: 'A notification method no MCP revision defines; the receiver ignores it.',
    cites: 'MCP schema',
    fault: 'server',
  },
  'capability-not-declared': {
    severity: 'warning',
    means: 'A side sent a request or notification that needs a capability it did not declare itself.',
    cites: 'MCP basic › Lifecycle › Capability negotiation',
    fault: 'server',
  },
  'capability-not-offered': {
    severity: 'warning',
    means: 'A request or notification needs a capability the other side did not declare.',
    cites: 'MCP basic › Lifecycle › Capability negotiation',
    fault: 'server',
  },
  'protocol-version-missing': {
    severity: 'error',
    means: 'The initialize result names no protocolVersion.',
    cites: 'MCP basic › Lifecycle › Version negotiation',
    fault: 'server',
  },
  'protocol-version-not-offered': {
    severity: 'error',
    means: 'The server answered a protocol version the client did not ask for and does not support.',
    cites: 'MCP basic › Lifecycle › Version negotiation',
    fault: 'server',
  },
  'revision-probe-declined': {
    severity: 'info',
    means:
      'The server does not take server/discover, so it speaks a revision before 2026-07-28; the inspector goes on with initialize.',
    cites: 'MCP 2026-07-28 › server/discover',
    fault: 'inspector',
  },
  'member-too-new': {
    severity: 'warning',
    means: 'A message uses a member that only a later revision than the one spoken defines.',
    cites: 'MCP schema (the revision that added the member)',
    fault: 'server',
  },
  'error-code-not-in-revision': {
    severity: 'info',
    means: 'An error code MCP defines, but only in another revision than the one spoken.',
    cites: 'MCP schema › error codes',
    fault: 'server',
  },
  'batch-not-in-revision': {
    severity: 'error',
    means:
      'A JSON-RPC batch, in a revision that has none (2024-11-05 and 2025-03-26 have batches; the later ones removed them).',
    cites: 'MCP basic › JSON-RPC batching',
    fault: 'server',
  },
  'progress-token-invalid': {
    severity: 'error',
    means: "A progress notification's progressToken is not a string or an integer.",
    cites: 'MCP utilities › Progress',
    fault: 'server',
  },
  'progress-unknown-token': {
    severity: 'warning',
    means: 'Progress for a token no pending request carries.',
    cites: 'MCP utilities › Progress',
    fault: 'server',
  },
  'progress-after-response': {
    severity: 'warning',
    means: 'Progress for a request that has already been answered.',
    cites: 'MCP utilities › Progress',
    fault: 'server',
  },
  'progress-not-increasing': {
    severity: 'warning',
    means: 'A progress value that does not increase on the one before it.',
    cites: 'MCP utilities › Progress',
    fault: 'server',
  },
  'cancelled-request-id-invalid': {
    severity: 'error',
    means: 'A cancellation whose requestId is missing or not a string or an integer.',
    cites: 'MCP utilities › Cancellation',
    fault: 'server',
  },
  'cancelled-unknown-request': {
    severity: 'warning',
    means: 'A cancellation of a request that was never sent, or is already answered.',
    cites: 'MCP utilities › Cancellation',
    fault: 'server',
  },
  'cancelled-initialize': {
    severity: 'error',
    means: 'A cancellation of the initialize request, which must not be cancelled.',
    cites: 'MCP utilities › Cancellation',
    fault: 'server',
  },
  'meta-key-empty': {
    severity: 'info',
    means: 'A _meta key is the empty string.',
    cites: 'MCP basic › _meta',
    fault: 'server',
  },
  'meta-key-invalid': {
    severity: 'error',
    means: 'A _meta key breaks the naming rules (prefix and name characters).',
    cites: 'MCP basic › _meta',
    fault: 'server',
  },
  'meta-key-reserved-prefix': {
    severity: 'warning',
    means: 'A _meta key uses a prefix MCP reserves (modelcontextprotocol or mcp labels).',
    cites: 'MCP basic › _meta',
    fault: 'server',
  },
  'meta-key-mcp-lookalike': {
    severity: 'info',
    means: 'A _meta key looks like a reserved MCP key with a slip (case, a missing label).',
    cites: 'MCP basic › _meta',
    fault: 'server',
  },
  'result-schema': {
    severity: 'error',
    means: "A result does not match the revision's schema for its method; it is shown anyway.",
    cites: 'MCP schema (the result type of the method)',
    fault: 'server',
  },
  'result-unchecked': {
    severity: 'warning',
    means: 'A result could not be checked against its schema (nested too deeply to walk); it did not pass.',
    cites: 'MCP schema (the result type of the method)',
    fault: 'inspector',
  },
  'result-refused': {
    severity: 'error',
    means: 'The SDK refused a result it could not read; the raw answer is in the log.',
    cites: 'MCP schema (the result type of the method)',
    fault: 'server',
  },
  flagged: {
    severity: 'warning',
    means: 'A frame flagged by a log written before rules had names (an imported older log).',
    cites: 'mcp-loupe log format',
    fault: 'server',
  },
});
