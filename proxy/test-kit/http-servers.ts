import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** For tests: certificates made with openssl, and real servers on 127.0.0.1. */

export interface TestCertificate {
  key: Buffer;
  cert: Buffer;
  fingerprint256: string;
}

const openssl = (args: string[]) => execFileSync('/usr/bin/openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** A self-signed certificate for localhost and 127.0.0.1, valid two days; `expired` makes one whose end is before its start. */
export function makeCertificate(options: { expired?: boolean } = {}): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'loupe-cert-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    const names = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
    if (options.expired) {
      const csr = join(dir, 'req.pem');
      openssl(['req', '-new', '-newkey', 'rsa:2048', '-nodes', ...names, '-keyout', key, '-out', csr]);
      openssl(['x509', '-req', '-in', csr, '-signkey', key, '-days', '-1', '-out', cert]);
    } else {
      openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...names, '-days', '2', '-keyout', key, '-out', cert]);
    }
    const pem = readFileSync(cert);
    return { key: readFileSync(key), cert: pem, fingerprint256: new X509Certificate(pem).fingerprint256 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TestServer {
  server: Server;
  port: number;
  /** `http://127.0.0.1:PORT` or `https://…`. */
  origin: string;
  close(): Promise<void>;
}

async function listening(server: Server, scheme: 'http' | 'https'): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `${scheme}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function startHttpServer(listener: RequestListener): Promise<TestServer> {
  return listening(createHttpServer(listener), 'http');
}

export function startHttpsServer(certificate: TestCertificate, listener: RequestListener): Promise<TestServer> {
  return listening(createHttpsServer({ key: certificate.key, cert: certificate.cert }, listener), 'https');
}

/** A port nothing listens on: bound, then let go. */
export async function closedPort(): Promise<number> {
  const server = await startHttpServer(() => {});
  await server.close();
  return server.port;
}

/** Echoes what it got as JSON: method, path, raw headers, body. */
export const echo: RequestListener = (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        method: req.method,
        path: req.url,
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
};

export interface Echoed {
  method: string;
  path: string;
  rawHeaders: string[];
  body: string;
}

/** Header pairs from Node's rawHeaders, names lowercased. */
export function headerPairs(rawHeaders: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2)
    pairs.push([(rawHeaders[i] as string).toLowerCase(), rawHeaders[i + 1] as string]);
  return pairs;
}
