import { describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';
import { configRoute } from './config.ts';

describe('configRoute', () => {
  it('answers the config as JSON', async () => {
    const config: InspectorConfig = {
      defaultServer: { command: 'node', args: ['server.js'], env: { A: '1' }, cwd: '/tmp' },
      version: '1.2.3',
    };
    const res = await configRoute(config).request('/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(config);
  });
});
