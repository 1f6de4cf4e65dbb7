import { defineRules } from './rule.ts';

/** JSON-RPC 2.0's own rules: the envelope, ids, batches, error objects, and text that is not JSON at all. */
export const jsonRpcRules = defineRules({
  'not-json': {
    severity: 'error',
    means: 'A frame is not JSON text, so it is no JSON-RPC message at all.',
    cites: 'JSON-RPC 2.0 §4',
    fault: 'server',
  },
  'byte-order-mark': {
    severity: 'error',
    means: 'A frame starts with a byte order mark (U+FEFF), which JSON text must not carry.',
    cites: 'RFC 8259 §8.1',
    fault: 'server',
  },
  'not-jsonrpc': {
    severity: 'error',
    means: 'A JSON value is neither a request, a notification nor a response.',
    cites: 'JSON-RPC 2.0 §4',
    fault: 'server',
  },
  'jsonrpc-version': {
    severity: 'error',
    means: 'A message\'s "jsonrpc" member is not exactly "2.0".',
    cites: 'JSON-RPC 2.0 §4',
    fault: 'server',
  },
  'request-id-type': {
    severity: 'error',
    means: 'A request id is not a string or an integer (MCP forbids null as well).',
    cites: 'JSON-RPC 2.0 §4; MCP basic › Requests',
    fault: 'server',
  },
  'reserved-method-name': {
    severity: 'error',
    means: 'A method name starts with "rpc.", which JSON-RPC keeps for itself.',
    cites: 'JSON-RPC 2.0 §4',
    fault: 'server',
  },
  'notification-with-id': {
    severity: 'error',
    means: 'A notification carries an id, so it is a request in disguise.',
    cites: 'JSON-RPC 2.0 §4.1; MCP basic › Notifications',
    fault: 'server',
  },
  'request-without-id': {
    severity: 'error',
    means: 'A method that is a request in MCP was sent without an id, as a notification.',
    cites: 'MCP basic › Requests',
    fault: 'server',
  },
  'response-id-missing': {
    severity: 'error',
    means: "A response has no id (or null where the request's id was readable).",
    cites: 'JSON-RPC 2.0 §5',
    fault: 'server',
  },
  'response-no-result-or-error': {
    severity: 'error',
    means: 'A response carries neither "result" nor "error".',
    cites: 'JSON-RPC 2.0 §5',
    fault: 'server',
  },
  'response-result-and-error': {
    severity: 'error',
    means: 'A response carries both "result" and "error".',
    cites: 'JSON-RPC 2.0 §5',
    fault: 'server',
  },
  'error-object-invalid': {
    severity: 'error',
    means: 'An error object lacks an integer "code" or a string "message".',
    cites: 'JSON-RPC 2.0 §5.1',
    fault: 'server',
  },
  'error-code-reserved': {
    severity: 'warning',
    means: 'An error code lies in the range JSON-RPC reserves for itself, where it defines nothing.',
    cites: 'JSON-RPC 2.0 §5.1',
    fault: 'server',
  },
  'id-reused': {
    severity: 'error',
    means: 'A request id was used before in the same session.',
    cites: 'MCP basic › Requests',
    fault: 'server',
  },
  'response-already-answered': {
    severity: 'error',
    means: 'A second response arrived for a request already answered.',
    cites: 'JSON-RPC 2.0 §5',
    fault: 'server',
  },
  'response-unknown-id': {
    severity: 'error',
    means: 'A response answers an id that was never sent.',
    cites: 'JSON-RPC 2.0 §5',
    fault: 'server',
  },
  'response-id-type': {
    severity: 'error',
    means: 'A response\'s id has another type than its request\'s (1 for "1"), so it answers nothing.',
    cites: 'JSON-RPC 2.0 §5',
    fault: 'server',
  },
  'batch-empty': {
    severity: 'error',
    means: 'A batch is an empty array.',
    cites: 'JSON-RPC 2.0 §6',
    fault: 'server',
  },
  'batch-item-not-object': {
    severity: 'error',
    means: 'An item of a batch is not an object.',
    cites: 'JSON-RPC 2.0 §6',
    fault: 'server',
  },
});
