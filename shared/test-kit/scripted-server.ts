/** A request as the scripted server reads it from the child's stdin. */
export interface RequestFrame {
  jsonrpc: '2.0';
  id: string | number;
  method: string;
  params?: Record<string, unknown>;
}

/** How a scripted server answers one request: a result, an error, or bytes written to stdout as they are. */
export type Reply = { result: unknown } | { error: { code: number; message: string } } | { bytes: Uint8Array };

/** A stdio server played by a test: one reply per request. */
export type ScriptedServer = (request: RequestFrame) => Reply;

export interface EchoServerOptions {
  /** serverInfo.name; 'scripted' by default. */
  name?: string;
  /** The capabilities it declares; `{ tools: {} }` by default. */
  capabilities?: Record<string, unknown>;
  /** The text of every tools/call result; 'echoed' by default. */
  text?: string;
  /** What any other method gets: Method not found, as an SDK server answers, or an empty result. */
  others?: 'not-found' | 'empty';
}

/** A 2025-06-18 server with one tool, `echo`, that answers every call with the same text. */
export function echoServer(options: EchoServerOptions = {}): ScriptedServer {
  const { name = 'scripted', capabilities = { tools: {} }, text = 'echoed', others = 'not-found' } = options;
  return (request) => {
    switch (request.method) {
      case 'initialize':
        return { result: { protocolVersion: '2025-06-18', capabilities, serverInfo: { name, version: '1.0.0' } } };
      case 'tools/list':
        return { result: { tools: [{ name: 'echo', inputSchema: { type: 'object' } }] } };
      case 'tools/call':
        return { result: { content: [{ type: 'text', text }] } };
      default:
        return others === 'empty' ? { result: {} } : { error: { code: -32601, message: 'Method not found' } };
    }
  };
}

const encoder = new TextEncoder();

/** The reply's bytes on stdout: one JSON line, or the bytes given. */
export function replyBytes(request: RequestFrame, reply: Reply): Uint8Array {
  if ('bytes' in reply) return reply.bytes;
  return encoder.encode(`${JSON.stringify({ jsonrpc: '2.0', id: request.id, ...reply })}\n`);
}
