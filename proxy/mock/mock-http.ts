import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { answerFrameText } from '../../shared/mock/answer-frame.ts';
import type { MockReplay } from '../../shared/mock/replay.ts';
import { hostProblem } from '../security/loopback.ts';

/** The largest request body the mock reads: a recorded request is small; past this it is not one. */
const BODY_LIMIT = 16 * 1024 * 1024;

const loopbackHostnames = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface MockHttp {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the replay over Streamable HTTP at http://127.0.0.1:PORT/mcp.
 * Like the proxy, it listens on loopback only and answers only to a
 * loopback Host (a foreign one means DNS rebinding). It asks for no token:
 * it starts nothing and holds only what the log holds. A browser page may
 * call it from a loopback origin (mcp-loupe's page on its own port, a
 * client's dev server); any other Origin is refused.
 */
export function serveHttp(replay: MockReplay, port: number, unmatched: (message: string) => void): Promise<MockHttp> {
  const server = createServer((request, response) => {
    void handle(replay, request, response, port === 0 ? addressPort(server) : port, unmatched);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        url: `http://127.0.0.1:${addressPort(server)}/mcp`,
        close: () => new Promise((done) => server.close(() => done())),
      });
      server.on('error', () => {});
    });
  });
}

function addressPort(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function handle(
  replay: MockReplay,
  request: IncomingMessage,
  response: ServerResponse,
  port: number,
  unmatched: (message: string) => void,
): Promise<void> {
  const refuse = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`${text}\n`);
  };
  const hostFault = hostProblem(request.headers.host, port);
  if (hostFault) return refuse(403, hostFault);
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!isLoopbackOrigin(origin))
      return refuse(403, `Origin ${JSON.stringify(origin)} is not allowed: the mock answers pages on loopback only`);
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
    response.setHeader('access-control-expose-headers', 'mcp-session-id, mcp-protocol-version');
  }
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  if (path !== '/mcp') return refuse(404, 'Not found: the mock serves MCP at /mcp');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'access-control-allow-methods': 'POST, GET, DELETE',
      'access-control-allow-headers':
        request.headers['access-control-request-headers'] ?? 'content-type, mcp-session-id, mcp-protocol-version',
      'access-control-max-age': '600',
    });
    return void response.end();
  }
  if (request.method === 'DELETE') return void response.writeHead(204).end();
  if (request.method !== 'POST') {
    // No stream of its own to offer: every recorded notification rides on the answer to its request.
    response.setHeader('allow', 'POST, DELETE');
    return refuse(405, 'Method not allowed: the mock has no server-initiated stream (GET)');
  }
  const body = await readBody(request);
  if (body === undefined) return refuse(413, `Request body over ${BODY_LIMIT} bytes`);
  const replies = answerFrameText(replay, body);
  for (const message of replies.unmatched) unmatched(message);
  if (replies.frames.length === 0) return void response.writeHead(202).end();
  if (/"method"\s*:\s*"initialize"/.test(body)) response.setHeader('mcp-session-id', randomUUID());
  const streams = replies.frames.length > 1 && (request.headers.accept ?? '').includes('text/event-stream');
  if (!streams) {
    // A client that takes JSON alone gets the answer (the last frame that is one), without the notifications.
    const answer = replies.frames.find((frame) => Array.isArray(frame) || 'id' in (frame as object));
    response.writeHead(200, { 'content-type': 'application/json' });
    return void response.end(JSON.stringify(answer ?? replies.frames[0]));
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  // A batch's answers go as events of their own: clients read one message an event.
  for (const frame of replies.frames.flatMap((frame) => (Array.isArray(frame) ? frame : [frame])))
    response.write(`event: message\ndata: ${JSON.stringify(frame)}\n\n`);
  response.end();
}

function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && loopbackHostnames.has(url.hostname);
  } catch {
    return false;
  }
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        resolve(undefined);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}
