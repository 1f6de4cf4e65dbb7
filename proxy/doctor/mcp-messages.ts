import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/client';

/** The revision the doctor asks for in `initialize`. */
export const INITIALIZE_REVISION = '2025-11-25';
/** The first revision of the stateless era, asked for with `server/discover`. */
export const STATELESS_REVISION = '2026-07-28';

export const CLIENT_NAME = 'mcp-loupe-doctor';

/** What every POST of ours carries, before the person's headers. */
export const POST_HEADERS: [string, string][] = [
  ['Content-Type', 'application/json'],
  ['Accept', 'application/json, text/event-stream'],
];

export const INITIALIZE_ID = 1;
export const DISCOVER_ID = 2;
export const TOOLS_LIST_ID = 3;

export function initializeMessage(version: string): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: INITIALIZE_ID,
    method: 'initialize',
    params: { protocolVersion: INITIALIZE_REVISION, capabilities: {}, clientInfo: { name: CLIENT_NAME, version } },
  });
}

/** The stateless era's per-request envelope, as the SDK's client sends it with its probe. */
function envelope(version: string): Record<string, unknown> {
  return {
    [PROTOCOL_VERSION_META_KEY]: STATELESS_REVISION,
    [CLIENT_INFO_META_KEY]: { name: CLIENT_NAME, version },
    [CLIENT_CAPABILITIES_META_KEY]: {},
  };
}

export function discoverMessage(version: string): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: DISCOVER_ID,
    method: 'server/discover',
    params: { _meta: envelope(version) },
  });
}

/** `tools/list`; in the stateless era with its envelope. */
export function toolsListMessage(version: string, stateless: boolean): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: TOOLS_LIST_ID,
    method: 'tools/list',
    ...(stateless ? { params: { _meta: envelope(version) } } : {}),
  });
}

export const INITIALIZED_MESSAGE = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });

/** The headers the stateless era asks of a request (as the SDK's transport derives them from the body). */
export function statelessHeaders(method: string): [string, string][] {
  return [
    ['MCP-Protocol-Version', STATELESS_REVISION],
    ['Mcp-Method', method],
  ];
}
