/** What one frame on the wire is, as classify() tells it: a JSON-RPC message, a batch, or what is not one. */
export type FrameKind = 'request' | 'notification' | 'result' | 'error' | 'batch' | 'invalid-json' | 'not-jsonrpc';

export type JsonRpcId = string | number;
