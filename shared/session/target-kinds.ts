import type { ConnectTarget } from './connect-target.ts';

export type TargetKind = ConnectTarget['kind'];
export type TargetOf<K extends TargetKind> = Extract<ConnectTarget, { kind: K }>;

/**
 * One function per kind of target. A mapped type, so a new kind of target
 * fails to compile until every table names what it does for it (a test of
 * the kind with an else would treat it as a URL without a word).
 */
export type PerKind<R> = { readonly [K in TargetKind]: (target: TargetOf<K>) => R };

/** The table's entry for this target's kind, called with the target. */
export function perKind<R>(target: ConnectTarget, table: PerKind<R>): R {
  // The table is indexed by the target's own kind, so the entry takes this target: TypeScript cannot follow that.
  return (table[target.kind] as (target: ConnectTarget) => R)(target);
}

/** What a kind of target is, stated once for each kind. */
export interface TargetFacts {
  /** How a list names the kind: `stdio`, `URL`. */
  label: string;
  /** Connecting starts a process (through the proxy's bridge, or the command line's own pipe). */
  startsProcess: boolean;
  /** What it runs or reaches as a person would type it, for messages: `"node server.js"`, the URL. */
  commandLine: string;
  /** One server, once: the same command in the same directory, the same URL over the same transport. */
  identity: string;
  /** The settings sent by name (a command's environment, a URL's headers) and what they are called. */
  settings: { label: string; names: string[] };
  /** The URL reached, for a server behind one. */
  url?: string;
}

const facts: PerKind<TargetFacts> = {
  stdio: (target) => ({
    label: 'stdio',
    startsProcess: true,
    commandLine: `"${[target.command, ...target.args].join(' ')}"`,
    identity: JSON.stringify(['stdio', target.command, target.args, target.cwd ?? '']),
    settings: { label: 'Environment', names: Object.keys(target.env) },
  }),
  http: (target) => ({
    label: 'URL',
    startsProcess: false,
    commandLine: target.url,
    identity: JSON.stringify(['http', target.url, target.transport]),
    settings: { label: 'Headers', names: target.headers.map((header) => header.name) },
    url: target.url,
  }),
};

export function targetFacts(target: ConnectTarget): TargetFacts {
  return perKind(target, facts);
}
