import { Hono } from 'hono';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import { viewOriginsSource } from './apps/view-origin.ts';
import type { ViewRegistry } from './apps/view-registry.ts';
import { hostGuard } from './middleware/host-guard/index.ts';
import { originGuard } from './middleware/origin-guard/index.ts';
import { securityHeaders } from './middleware/security-headers/index.ts';
import { tokenAuth } from './middleware/token-auth/index.ts';
import { ModelSettings } from './model/model-settings.ts';
import { ConnectOrigins } from './net/connect-origins.ts';
import { createTrustStore, type TrustStore } from './relay/trust-store.ts';
import { appViewsRoute } from './routes/app-views.ts';
import { configRoute } from './routes/config.ts';
import { doctorRoute } from './routes/doctor.ts';
import { environmentValuesRoute } from './routes/environment-values.ts';
import { connectOriginsRoute, netFrameRoute } from './routes/net-frame.ts';
import { listeningRoute } from './routes/listening.ts';
import { modelRoute } from './routes/model.ts';
import { reachRoute } from './routes/reach.ts';
import { relayRoute } from './routes/relay.ts';
import { trustedCertificatesRoute } from './routes/trusted-certificates.ts';
import { webRoute } from './routes/web.ts';

export interface AppOptions {
  token: string;
  /** The port we listen on: Host and Origin must name it. */
  port: number;
  config: InspectorConfig;
  /** Directory of the built web app (dist/web). */
  staticRoot: string;
  /** Origins the page may reach directly; the default server's, when it has a URL. */
  connectOrigins?: ConnectOrigins;
  /** Certificates trusted for this run; a fresh, empty store by default. */
  trustStore?: TrustStore;
  /** How long the relay and the reach probe wait for a connection; 15 s by default. */
  connectTimeoutMs?: number;
  /** The MCP Apps sandbox server: its port (each view on `<id>.localhost:<port>`) and the views the page registers on it. No app views without it. */
  sandbox?: { port: number; views: ViewRegistry };
  /** The models the page may reach through /api/model/relay, with their keys; none by default. */
  models?: ModelSettings;
}

/** The HTTP side of the proxy. The /bridge WebSocket is wired to the server separately. */
export function createApp({
  token,
  port,
  config,
  staticRoot,
  connectOrigins = new ConnectOrigins(),
  trustStore = createTrustStore(),
  connectTimeoutMs,
  sandbox,
  models = new ModelSettings([], []),
}: AppOptions): Hono {
  if (config.defaultRemote) connectOrigins.add(config.defaultRemote.url);
  const upstream = { trust: trustStore, connectTimeoutMs };
  const app = new Hono();
  app.use(securityHeaders());
  app.use(hostGuard({ port }));
  app.use(originGuard({ port }));
  app.use('/api/*', tokenAuth({ token }));
  app.route('/api', configRoute(sandbox ? { ...config, sandboxOrigins: viewOriginsSource(sandbox.port) } : config));
  app.route('/api', relayRoute(upstream));
  app.route('/api', reachRoute(upstream));
  app.route('/api', listeningRoute());
  app.route('/api', doctorRoute({ trust: trustStore }));
  app.route('/api', trustedCertificatesRoute(trustStore));
  app.route('/api', modelRoute({ settings: models, upstream }));
  app.route('/api', connectOriginsRoute(connectOrigins));
  app.route('/api', environmentValuesRoute());
  if (sandbox) app.route('/api', appViewsRoute({ port, sandboxPort: sandbox.port, views: sandbox.views }));
  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));
  app.route('/', netFrameRoute(connectOrigins));
  app.route('/', webRoute({ staticRoot, port, sandboxPort: sandbox?.port }));
  return app;
}
