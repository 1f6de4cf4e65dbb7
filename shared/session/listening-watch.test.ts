import { describe, expect, it } from 'vitest';
import type { ListeningProbe } from '../http/listening.ts';
import type { WatchVerdict } from './connection-watch.ts';
import { watchListening } from './listening-watch.ts';

describe('watchListening', () => {
  it('says the server is gone once a port it saw listening refuses, and stops there', async () => {
    const answers = [{ listening: true }, { listening: false, code: 'ECONNREFUSED' }];
    const asked: string[] = [];
    const listening = (async (url: string) => {
      asked.push(url);
      return answers.shift() ?? { listening: true };
    }) as unknown as ListeningProbe;
    const lost: WatchVerdict[] = [];
    await watchListening({
      url: 'http://127.0.0.1:3999/mcp',
      listening,
      intervalMs: 1,
      signal: new AbortController().signal,
      lost: (verdict) => lost.push(verdict),
    });
    expect(asked).toHaveLength(2);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatch(/^Nothing listens on 127\.0\.0\.1:3999 any more/);
  });

  it('ends with its connection, even in the middle of a wait, and asks nothing after', async () => {
    const connection = new AbortController();
    let asked = 0;
    const listening = (async () => {
      asked++;
      return { listening: true };
    }) as unknown as ListeningProbe;
    const watching = watchListening({
      url: 'http://127.0.0.1:3999/mcp',
      listening,
      intervalMs: 3_600_000,
      signal: connection.signal,
      lost: () => {},
    });
    connection.abort('Disconnect');
    await watching;
    expect(asked).toBe(0);
  });
});
