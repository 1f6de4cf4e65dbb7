import { Hono } from 'hono';
import type { InspectorConfig } from '../../shared/bridge/messages.ts';

/** `GET /config`: the server the inspector starts with. Mounted under /api. */
export function configRoute(config: InspectorConfig): Hono {
  return new Hono().get('/config', (c) => c.json(config));
}
