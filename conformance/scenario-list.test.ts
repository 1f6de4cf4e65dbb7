import { describe, expect, it } from 'vitest';
import { clientScenariosListed, inBatches } from './scenario-list.ts';

describe('clientScenariosListed', () => {
  it('takes the client scenarios a release lists, and nothing else', () => {
    const printed = [
      'Server scenarios (test against a server):',
      '  - server-initialize [2025-06-18]',
      '',
      '\x1b[1mClient scenarios (test against a client):\x1b[0m',
      '  - initialize [2025-06-18,2025-11-25]',
      '  - auth/dpop [extension]',
      '  - sep-2640-client-no-prefetch [extension]',
      '',
      'Authorization server scenarios:',
      '  - authorization-server-metadata-endpoint',
    ].join('\n');
    expect(clientScenariosListed(printed)).toEqual(['initialize', 'auth/dpop', 'sep-2640-client-no-prefetch']);
  });
});

describe('inBatches', () => {
  it('runs at most `limit` at once and keeps the order of the answers', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number, ms: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return value;
    };
    expect(await inBatches([task(1, 20), task(2, 5), task(3, 10), task(4, 1)], 2)).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
