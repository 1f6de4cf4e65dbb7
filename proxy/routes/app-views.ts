import { Hono } from 'hono';
import { allowAttribute, grantedPermissions } from '../../shared/apps/app-csp.ts';
import { grantCsp } from '../../shared/apps/csp-grant.ts';
import { DEFAULT_PROFILE, HOST_PROFILES, isHostProfileId } from '../../shared/apps/host-profiles.ts';
import { viewOrigin } from '../apps/view-origin.ts';
import type { ViewRegistry } from '../apps/view-registry.ts';
import { allowedOrigins } from '../security/loopback.ts';

export interface AppViewsOptions {
  /** The inspector's port: hostOrigin must be one of its own loopback origins. */
  port: number;
  /** The sandbox server's port: each view gets the origin `http://<view id>.localhost:<port>`. */
  sandboxPort: number;
  views: ViewRegistry;
}

/**
 * `POST /app-views` (under /api) with `{csp?, permissions?, hostOrigin, profile?}`, the
 * `_meta.ui` of a `ui://` resource: registers a sandbox page for one view
 * and answers its URL (loadable once, within 60 s, on a host name of its
 * own: view-origin.ts), with what was granted
 * and refused of the declared CSP, the permissions granted and the inner
 * frame's `allow` attribute. `profile` names the host whose policy the
 * page is served under (host-profiles.ts; the specification's by default).
 */
export function appViewsRoute({ port, sandboxPort, views }: AppViewsOptions): Hono {
  return new Hono().post('/app-views', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as
      | { csp?: unknown; permissions?: unknown; hostOrigin?: unknown; profile?: unknown }
      | undefined;
    const hostOrigin = body?.hostOrigin;
    if (typeof hostOrigin !== 'string' || !allowedOrigins(port).includes(hostOrigin)) {
      return c.json(
        { error: `hostOrigin must be the inspector page's own origin, one of ${allowedOrigins(port).join(', ')}` },
        400,
      );
    }
    const profile = body?.profile ?? DEFAULT_PROFILE;
    if (!isHostProfileId(profile))
      return c.json({ error: `profile must be one of ${HOST_PROFILES.map((each) => each.id).join(', ')}` }, 400);
    const { granted, refused } = grantCsp(body?.csp);
    const allow = allowAttribute(body?.permissions);
    const id = views.register({ csp: granted, allow, hostOrigin, profile });
    return c.json({
      url: `${viewOrigin(id, sandboxPort)}/view/${id}`,
      csp: granted,
      refused,
      permissions: grantedPermissions(body?.permissions),
      allow,
      profile,
    });
  });
}
