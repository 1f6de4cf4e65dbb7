import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Names and values as sent, repeats kept. */
  rawHeaders: string[];
  body: string;
}

/**
 * A server that records everything that reaches it: every connection and
 * every request, whole. As a trap, any connection at all means a refused
 * request ran; as a relay's upstream, it shows what the relay forwarded.
 */
export interface Recorder {
  url: string;
  port: number;
  connections: number;
  requests: RecordedRequest[];
  /** How the next requests are answered; 200 "ok" by default. */
  answer: (request: RecordedRequest) => { status?: number; headers?: [string, string][]; body?: string };
  close(): Promise<void>;
}

export async function startRecorder(): Promise<Recorder> {
  const recorder: Recorder = {
    url: '',
    port: 0,
    connections: 0,
    requests: [],
    answer: () => ({}),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        rawHeaders: request.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      recorder.requests.push(recorded);
      const { status = 200, headers = [], body = 'ok' } = recorder.answer(recorded);
      response.writeHead(status, headers.flat());
      response.end(body);
    });
  });
  server.on('connection', () => recorder.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.port = (server.address() as AddressInfo).port;
  recorder.url = `http://127.0.0.1:${recorder.port}`;
  return recorder;
}
