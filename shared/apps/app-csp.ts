import { isRecord } from '../lib/guards.ts';
import { hostProfile, type HostProfile } from './host-profiles.ts';

/**
 * What an MCP App view may reach (`_meta.ui.csp` of a `ui://` resource,
 * extension io.modelcontextprotocol/ui, revision 2026-01-26), and what the
 * host grants of it: the same shape, echoed in `hostCapabilities.sandbox`.
 */
export interface McpUiResourceCsp {
  /** Origins for fetch, XHR and WebSocket: connect-src. */
  connectDomains?: string[];
  /** Origins for scripts, styles, images, fonts and media. */
  resourceDomains?: string[];
  /** Origins for nested frames: frame-src. */
  frameDomains?: string[];
  /** Origins for `<base href>`: base-uri. */
  baseUriDomains?: string[];
}

/** Browser features a view asks for (`_meta.ui.permissions`); each present as `{}`. */
export interface McpUiResourcePermissions {
  camera?: Record<string, never>;
  microphone?: Record<string, never>;
  geolocation?: Record<string, never>;
  clipboardWrite?: Record<string, never>;
}

export const CSP_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
export const MAX_ORIGINS_PER_KEY = 64;

const SCHEMES = ['http', 'https', 'ws', 'wss'];
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*$`, 'i');

/** Why a declared entry is not an origin we can put in a policy, or undefined when it is one. */
export function cspOriginProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'not a string';
  if (value === '*') return 'a wildcard for every host, not an origin: the specification asks for origins';
  if (/^'.*'$/.test(value)) return 'a CSP keyword, not an origin: the specification asks for origins';
  if (/[\s'";,]/.test(value)) return 'contains whitespace, a quote, ";" or ",": one origin per entry';
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?/i.exec(value);
  if (!scheme) return 'no scheme: an origin is scheme://host[:port]';
  if (scheme[0] === value) return 'a scheme alone, not an origin: the specification asks for origins';
  if (!scheme[2]) return 'not an origin: an origin is scheme://host[:port]';
  if (!SCHEMES.includes(scheme[1]!.toLowerCase())) return `scheme ${scheme[1]}: is not http, https, ws or wss`;
  const authority = value.slice(scheme[0].length);
  if (/[/?#\\]/.test(authority)) return 'has a path, query or fragment: an origin has none';
  if (authority.includes('@')) return 'has user information: an origin has none';
  if (authority.startsWith('[')) return 'an IPv6 address: not a valid host in a Content-Security-Policy';
  const [host, port, ...more] = authority.split(':');
  if (more.length > 0 || !HOST.test(host!))
    return `host ${JSON.stringify(host)} is not a domain name or IPv4 address (a leading *. allows its subdomains)`;
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    return `port ${JSON.stringify(port)} is not a number from 1 to 65535`;
  return undefined;
}

/**
 * The policy for a view: the specification's restrictive default when
 * nothing was granted, otherwise its template with the granted origins.
 * Both add frame-src, object-src and base-uri, as the sandbox rules ask.
 * A host profile other than the specification's adds what that host grants
 * beyond it ('unsafe-eval'; blob: for scripts, styles, media and workers),
 * so a view can be tried under the policy it will meet there.
 */
export function cspHeader(granted: McpUiResourceCsp, profile: HostProfile = hostProfile('spec')): string {
  const declared = CSP_KEYS.some((key) => (granted[key]?.length ?? 0) > 0);
  const list = (...sources: string[]) => sources.join(' ');
  const resources = granted.resourceDomains ?? [];
  const blob = profile.blob ? ['blob:'] : [];
  const evalToo = profile.unsafeEval ? ["'unsafe-eval'"] : [];
  const directives: string[] = declared
    ? [
        "default-src 'none'",
        `script-src ${list("'self'", "'unsafe-inline'", ...evalToo, ...blob, ...resources)}`,
        `style-src ${list("'self'", "'unsafe-inline'", ...blob, ...resources)}`,
        `img-src ${list("'self'", 'data:', ...blob, ...resources)}`,
        `font-src ${list("'self'", ...blob, ...resources)}`,
        `media-src ${list("'self'", 'data:', ...blob, ...resources)}`,
        `connect-src ${granted.connectDomains?.length ? list(...granted.connectDomains) : "'none'"}`,
      ]
    : [
        "default-src 'none'",
        `script-src ${list("'self'", "'unsafe-inline'", ...evalToo, ...blob)}`,
        `style-src ${list("'self'", "'unsafe-inline'", ...blob)}`,
        `img-src ${list("'self'", 'data:', ...blob)}`,
        `media-src ${list("'self'", 'data:', ...blob)}`,
        "connect-src 'none'",
      ];
  if (profile.blob) directives.push(`worker-src ${list("'self'", 'blob:', ...resources)}`);
  directives.push(
    `frame-src ${granted.frameDomains?.length ? list(...granted.frameDomains) : "'none'"}`,
    "object-src 'none'",
    `base-uri ${granted.baseUriDomains?.length ? list(...granted.baseUriDomains) : "'self'"}`,
  );
  return directives.join('; ');
}

const PERMISSION_FEATURES = [
  ['camera', 'camera'],
  ['microphone', 'microphone'],
  ['geolocation', 'geolocation'],
  ['clipboardWrite', 'clipboard-write'],
] as const;

/** The permissions granted: each known key whose declared value is an object, as `{}`. */
export function grantedPermissions(permissions: unknown): McpUiResourcePermissions {
  const granted: McpUiResourcePermissions = {};
  if (!isRecord(permissions)) return granted;
  for (const [key] of PERMISSION_FEATURES) if (isRecord(permissions[key])) granted[key] = {};
  return granted;
}

/** The inner frame's `allow` attribute (Permissions Policy), such as `camera; clipboard-write`. */
export function allowAttribute(permissions: unknown): string {
  const granted = grantedPermissions(permissions);
  return PERMISSION_FEATURES.filter(([key]) => granted[key])
    .map(([, feature]) => feature)
    .join('; ');
}
