import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { ModelSettings } from '../model/model-settings.ts';
import { providerRequestHeaders } from '../model/provider-headers.ts';
import { providerResponse } from '../model/provider-response.ts';
import { relayPath } from '../model/relay-path.ts';
import type { ConnectOptions } from '../relay/connect-upstream.ts';
import { incomingBody, relayFailed } from '../relay/relay-exchange.ts';
import { requestUpstream } from '../relay/upstream.ts';

type ModelEnv = { Bindings: Partial<HttpBindings> | undefined };

export interface ModelRouteOptions {
  settings: ModelSettings;
  upstream: Omit<ConnectOptions, 'signal'>;
}

const RELAY_PREFIX = '/api/model/relay/';

/**
 * Under /api, behind the token: `GET|PUT /model/settings` (the configured
 * models, keys only by where they come from) and `/model/relay/<id>/…`,
 * which forwards the request to that model's base URL, and nowhere else,
 * with the model's key added the provider's way. Prints nothing: a key
 * must not reach a log.
 */
export function modelRoute({ settings, upstream }: ModelRouteOptions): Hono<ModelEnv> {
  return new Hono<ModelEnv>()
    .get('/model/settings', (c) => c.json(settings.view()))
    .put('/model/settings', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'The settings are not JSON' }, 400);
      }
      const replaced = settings.replace(body);
      return replaced.ok ? c.json(replaced.view) : c.json({ error: replaced.error }, 400);
    })
    .all('/model/relay/:id/*', async (c) => {
      // The path as received (still encoded), so an encoded separator cannot hide from the check.
      const { pathname, search } = new URL(c.req.url);
      const [id = '', ...restSegments] = pathname.slice(RELAY_PREFIX.length).split('/');
      const reach = settings.reach(id);
      if (!reach) return c.json({ error: `No model ${JSON.stringify(c.req.param('id'))} is configured` }, 404);
      const rest = restSegments.join('/');
      const target = relayPath(reach.baseUrl, rest, search);
      if (!target.ok) return c.json({ error: target.error }, 400);
      const incoming = c.req.raw;
      const method = incoming.method;
      const body = incomingBody(incoming);
      const answer = await requestUpstream(
        {
          url: target.url,
          method,
          headers: providerRequestHeaders(incoming.headers, reach.provider, reach.key),
          ...(body ? { body } : {}),
        },
        { ...upstream, signal: incoming.signal },
      );
      if (!answer.ok) return relayFailed(c, answer.failure);
      const outgoing = c.env?.outgoing;
      const relayed = await providerResponse(answer.response, {
        method,
        url: target.url,
        key: reach.key,
        ...(outgoing ? { onCutShort: () => outgoing.destroy() } : {}),
      });
      return relayed.ok ? relayed.response : relayFailed(c, relayed.failure);
    });
}
