import type { HttpTransportChoice } from '../http/http-target.ts';
import type { ConnectTarget } from '../session/connect-target.ts';
import { perKind } from '../session/target-kinds.ts';
import { envNameProblem, envValueProblem } from '../lib/env-name.ts';
import { isRevisionChoice, type RevisionChoice } from '../protocol/revisions.ts';
import { isSecretName, looksSecretValue } from './secret-names.ts';
import { joinShellWords, splitShellWords } from './shell-words.ts';

/** The query parameters a link may carry; anything else in the query (the token, say) is someone else's. */
export const LINK_PARAMS = ['transport', 'command', 'args', 'arg', 'env', 'cwd', 'url', 'server', 'revision'] as const;

export interface ConnectionLink {
  target: ConnectTarget;
  /** `server=`: what to call it. */
  name?: string;
  revision?: RevisionChoice;
}

const transports: Record<string, 'stdio' | HttpTransportChoice> = {
  stdio: 'stdio',
  http: 'streamable-http',
  'streamable-http': 'streamable-http',
  sse: 'sse',
  auto: 'auto',
};

/**
 * A connection described in a page's query:
 * `?transport=stdio&command=node&args=server.js%20--verbose` (args quoted like a
 * shell, nothing expanded; or one `arg=` per argument), `env=KEY=VALUE` (repeatable),
 * `cwd=`; or `?transport=http|sse&url=…`; plus `server=` for a name and
 * `revision=`. It only ever fills the connection panel: the page starts
 * nothing without a click. Headers and tokens never travel in a link.
 */
export function parseConnectionLink(search: string): { link?: ConnectionLink; problem?: string } {
  const params = new URLSearchParams(search);
  if (!LINK_PARAMS.some((name) => params.has(name))) return {};
  const transportText = params.get('transport')?.toLowerCase();
  const url = params.get('url') ?? undefined;
  const transport = transportText === undefined ? (url !== undefined ? 'auto' : 'stdio') : transports[transportText];
  if (transport === undefined) return { problem: `The link’s transport "${transportText}" is not stdio, http or sse` };
  const name = params.get('server')?.trim() || undefined;
  const revisionText = params.get('revision') ?? undefined;
  const revision = revisionText !== undefined && isRevisionChoice(revisionText) ? revisionText : undefined;
  const extras = { ...(name ? { name } : {}), ...(revision ? { revision } : {}) };
  if (transport === 'stdio') {
    const command = params.get('command')?.trim();
    if (!command) return { problem: 'The link names no command to start' };
    const split = splitShellWords(params.get('args') ?? '');
    if (split.error) return { problem: `The link’s args: ${split.error}` };
    const env: Record<string, string> = {};
    for (const pair of params.getAll('env')) {
      const eq = pair.indexOf('=');
      if (eq <= 0) return { problem: `The link’s env "${pair}" is not KEY=VALUE` };
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      const refused = envNameProblem(name) ?? envValueProblem(name, value);
      if (refused) return { problem: `The link’s env: ${refused}` };
      env[name] = value;
    }
    const cwd = params.get('cwd') || undefined;
    return {
      link: {
        target: {
          kind: 'stdio',
          command,
          args: [...split.words, ...params.getAll('arg')],
          env,
          ...(cwd ? { cwd } : {}),
        },
        ...extras,
      },
    };
  }
  if (!url) return { problem: 'The link names no url' };
  if (!/^https?:\/\//i.test(url)) return { problem: 'The link’s url is not http: or https:' };
  return { link: { target: { kind: 'http', url, transport, route: 'auto', headers: [] }, ...extras } };
}

/** The query that `parseConnectionLink` reads back; secrets (secret-looking env values, headers, tokens) are not written. */
export function formatConnectionLink(link: ConnectionLink): string {
  const params = new URLSearchParams();
  const { target } = link;
  perKind(target, {
    stdio: (stdio) => {
      params.set('transport', 'stdio');
      params.set('command', stdio.command);
      if (stdio.args.length > 0) params.set('args', joinShellWords(stdio.args));
      for (const [name, value] of Object.entries(stdio.env))
        params.append('env', `${name}=${isSecretName(name) || looksSecretValue(value) ? '' : value}`);
      if (stdio.cwd) params.set('cwd', stdio.cwd);
    },
    http: (http) => {
      params.set('transport', http.transport === 'streamable-http' ? 'http' : http.transport);
      params.set('url', http.url);
    },
  });
  if (link.name) params.set('server', link.name);
  if (link.revision && link.revision !== 'auto') params.set('revision', link.revision);
  return params.toString();
}

/** The query without the link's parameters (so a reload does not fill the panel again). */
export function withoutLinkParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of LINK_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
