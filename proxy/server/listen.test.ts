import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, PortInUseError } from './listen.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function server() {
  const created = createServer();
  servers.push(created);
  return created;
}

describe('listen', () => {
  it('binds a free port when asked for port 0', async () => {
    const port = await listen(server(), 0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
  });

  it('says clearly when the port is taken', async () => {
    const port = await listen(server(), 0, '127.0.0.1');
    const attempt = listen(server(), port, '127.0.0.1');
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(`Port ${port} is already in use on 127.0.0.1`);
  });
});
