import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxyProcess, type ProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import { TestClient } from '../../proxy/test-kit/bridge-client.ts';
import { nodeScript } from '../../proxy/test-kit/test-inspector.ts';
import { pidsWithMarker, waitGone } from '../pids.ts';
import { fault, left } from '../tally.ts';

// Issue 17, item 5: one token holder once started 30 servers in 1.2 s, and 200 processes in 3.5 s.

const AREA = 'bridge';
const LIMIT = 32;
const ASKED = 40;
const marker = `loupe-limit-${randomUUID()}`;

let proxy: ProxyProcess;
beforeAll(async () => {
  proxy = await startProxyProcess(['--no-open', '--port', '0', '--max-servers', String(LIMIT), '--', 'true']);
});
afterAll(async () => {
  proxy.child.kill('SIGTERM');
  await proxy.exited;
});

describe(`${ASKED} spawns at once against --max-servers ${LIMIT}`, () => {
  it(`starts exactly ${LIMIT}, refuses the rest with the limit's message, and leaves no process once all close`, async () => {
    const clients = await Promise.all(Array.from({ length: ASKED }, () => TestClient.open(proxy)));
    for (const client of clients) client.send(nodeScript(`/* ${marker} */ setInterval(() => {}, 1000)`));
    const outcomes = await Promise.all(
      clients.map((client) =>
        Promise.race([
          client.waitFor('spawned', () => true, 30_000),
          client.waitFor('spawn-error', () => true, 30_000),
        ]),
      ),
    );
    const pids = outcomes.flatMap((outcome) => (outcome.type === 'spawned' ? [outcome.pid] : []));
    const refusals = outcomes.flatMap((outcome) => (outcome.type === 'spawn-error' ? [outcome.message] : []));
    const runningAtPeak = pidsWithMarker(marker).length;

    await Promise.all(clients.map((client) => client.close()));
    const leftOver = left(
      AREA,
      `${ASKED} spawns past --max-servers ${LIMIT}`,
      await waitGone([...pids, ...pidsWithMarker(marker)]),
    );

    const expected = `mcp-loupe is already running ${LIMIT} servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N (SERVER_LIMIT)`;
    const held =
      pids.length === LIMIT &&
      refusals.length === ASKED - LIMIT &&
      refusals.every((message) => message === expected) &&
      runningAtPeak === LIMIT;
    fault(AREA, `${ASKED} spawns at once, limit ${LIMIT}`, held && leftOver.length === 0);
    expect(pids).toHaveLength(LIMIT);
    expect(refusals).toEqual(Array.from({ length: ASKED - LIMIT }, () => expected));
    expect(runningAtPeak).toBe(LIMIT);
    expect(leftOver).toEqual([]);
    expect(pidsWithMarker(marker)).toEqual([]);
  });
});
