// What a session needs once it connects: the MCP SDK's client and what is built on it. Loaded
// by the first connect (see McpSession), so a session, and the page around it, exists and shows
// before any of this is loaded or evaluated. What only a server behind a URL needs (opening it,
// OAuth) is loaded apart, by the first connect to one: see session-http-engine.ts.
export { Connection } from './connection.ts';
export { BridgeTransport, describeExit } from '../bridge/bridge-transport.ts';
export { describeConnectFailure } from './connect-failure.ts';
export { discoverProbeFact, readDiscoverProbe } from './discover-probe.ts';
export { RawResults } from './raw-results.ts';
export { InspectorClient } from './inspector-client.ts';
export { clientOptions } from './client-options.ts';
export { tapTransport } from './tap-transport.ts';
export { watchListening } from './listening-watch.ts';
export { sendRequest } from './send-request.ts';
// The protocol's rules over the log's frames: a page's log is given them with the engine (see McpSession).
export { judgeFrames } from '../wire/frame-findings.ts';

export type SessionEngine = typeof import('./session-engine.ts');
