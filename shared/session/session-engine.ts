// What a session needs once it connects: the MCP SDK's client, its transports and OAuth, and
// what is built on them. Loaded by the first connect (see McpSession), so a session, and the
// page around it, exists and shows before any of this is loaded or evaluated.
export { Connection } from './connection.ts';
export { attemptFetch, openHttp } from './http-open.ts';
export { BridgeTransport, describeExit } from '../bridge/bridge-transport.ts';
export { describeConnectFailure } from './connect-failure.ts';
export { RawResults } from './raw-results.ts';
export { InspectorClient } from './inspector-client.ts';
export { tapTransport } from './tap-transport.ts';
export { watchListening } from './listening-watch.ts';
export { sendRequest } from './send-request.ts';
export { authorizeOnly } from '../oauth/authorize.ts';
export { providerForTarget } from '../oauth/browser-oauth-provider.ts';
export { describeOAuthError } from '../oauth/describe-oauth-error.ts';

export type SessionEngine = typeof import('./session-engine.ts');
