import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class PortInUseError extends Error {
  readonly code = 'EADDRINUSE';
  readonly port: number;

  constructor(port: number, host: string) {
    super(`Port ${port} is already in use on ${host}. Choose another with --port N, or --port 0 for any free port.`);
    this.name = 'PortInUseError';
    this.port = port;
  }
}

/** Listens on `host:port` and resolves with the port actually bound (useful with port 0). */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
