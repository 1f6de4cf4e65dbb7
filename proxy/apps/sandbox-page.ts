import { cspHeader } from '../../shared/apps/app-csp.ts';
import { hostProfile } from '../../shared/apps/host-profiles.ts';
import { cspSource } from '../security/csp-source.ts';
import type { AppView } from './view-registry.ts';

export const SANDBOX_SCRIPT_PATH = '/sandbox.js';
/** The meta tags the sandbox script reads its settings from. */
export const HOST_ORIGIN_META = 'mcp-loupe-host-origin';
export const ALLOW_META = 'mcp-loupe-allow';

/**
 * The view's policy, sent as a header with the sandbox page. The script
 * writes the view into an about:blank frame with document.write, and such a
 * frame keeps its creator's policy: the view runs under this header, which
 * no markup of its own can loosen. frame-ancestors lets only the inspector
 * page that registered the view frame it.
 *
 * `webrtc 'block'` (CSP Level 3): WebRTC does not go through fetch, so
 * connect-src leaves it open, and a view could send UDP (STUN, TURN) to
 * any host, loopback included. No browser we know of enforces the
 * directive yet (Chromium 156 reports it unrecognized and lets the packets
 * go, and Firefox's own tests expect it to fail); it is sent so that a
 * browser that does enforce it blocks the view, and the README says what
 * the others let through. No permission policy covers it either.
 */
export function sandboxPagePolicy(view: AppView): string {
  return `${cspHeader(view.csp, hostProfile(view.profile))}; webrtc 'block'; frame-ancestors ${cspSource(view.hostOrigin)}`;
}

export function sandboxPageHeaders(view: AppView): Record<string, string> {
  return {
    'Content-Security-Policy': sandboxPagePolicy(view),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** A full-size, transparent page that only loads the sandbox script; its settings in meta tags. */
export function sandboxPageHtml(view: AppView): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    `<meta name="${HOST_ORIGIN_META}" content="${escapeHtml(view.hostOrigin)}">`,
    `<meta name="${ALLOW_META}" content="${escapeHtml(view.allow)}">`,
    '<title>MCP App sandbox</title>',
    '<style>html,body{margin:0;padding:0;width:100%;height:100%;overflow:hidden;background:transparent}</style>',
    `</head><body><script src="${SANDBOX_SCRIPT_PATH}"></script></body></html>`,
  ].join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
