import { useState } from 'react';
import {
  formatEnvLines,
  joinShellWords,
  parseEnvLines,
  splitShellWords,
} from '../../../../shared/config/shell-words.ts';
import type { HttpTarget, HttpTransportChoice, OAuthChoices } from '../../../../shared/http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../../../../shared/session/connect-target.ts';
import type { RevisionChoice } from '../../../../shared/protocol/revisions.ts';
import { perKind, type PerKind } from '../../../../shared/session/target-kinds.ts';
import type { RemoteFieldsValue } from '../components/remote-fields.tsx';
import { urlProblem } from '../lib/url-problem.ts';
import type { StdioFieldsValue } from '../components/stdio-fields.tsx';

export type TransportChoice = 'stdio' | HttpTransportChoice;

const emptyRemote: RemoteFieldsValue = { url: '', route: 'auto', headers: [], bearer: '', oauth: {} };

function stdioFields(target: StdioTarget): StdioFieldsValue {
  return {
    command: target.command,
    args: joinShellWords(target.args),
    env: formatEnvLines(target.env),
    cwd: target.cwd ?? '',
    inheritEnv: target.inheritEnv ?? false,
    framing: target.framing ?? 'auto',
  };
}

function remoteFields(target: HttpTarget): RemoteFieldsValue {
  return {
    url: target.url,
    route: target.route,
    headers: target.headers,
    bearer: target.bearer ?? '',
    oauth: target.oauth ?? {},
  };
}

/** What a target puts in the fields: its transport choice and its own kind's fields (the other kind's keep theirs). */
const filling: PerKind<{ transport: TransportChoice; stdio?: StdioFieldsValue; remote?: RemoteFieldsValue }> = {
  stdio: (stdio) => ({ transport: 'stdio', stdio: stdioFields(stdio) }),
  http: (http) => ({ transport: http.transport, remote: remoteFields(http) }),
};

/**
 * What the connection panel's fields hold, how they read as a target, and
 * how a target (imported, linked, recent) fills them. The other kind's
 * fields keep what they held, so switching the transport back loses nothing.
 */
export function useConnectionFields(
  initial: ConnectTarget,
  stdioDefault: StdioTarget,
  initialRevision: RevisionChoice,
) {
  const [first] = useState(() => perKind(initial, filling));
  const [transport, setTransport] = useState<TransportChoice>(first.transport);
  const [stdio, setStdio] = useState<StdioFieldsValue>(() => first.stdio ?? stdioFields(stdioDefault));
  const [remote, setRemote] = useState<RemoteFieldsValue>(first.remote ?? emptyRemote);
  const [revision, setRevision] = useState<RevisionChoice>(initialRevision);

  const parsedArgs = splitShellWords(stdio.args);
  const parsedEnv = parseEnvLines(stdio.env);
  const stdioErrors = {
    command: stdio.command.trim() ? undefined : 'Enter the command that starts the server',
    args: parsedArgs.error,
    env: parsedEnv.error,
  };
  const urlError = transport === 'stdio' ? undefined : urlProblem(remote.url);
  const invalid =
    transport === 'stdio' ? Boolean(stdioErrors.command || stdioErrors.args || stdioErrors.env) : Boolean(urlError);

  const remoteTarget = (): HttpTarget => {
    const oauth = trimmedChoices(remote.oauth);
    return {
      kind: 'http',
      url: remote.url.trim(),
      transport: transport === 'stdio' ? 'auto' : transport,
      route: remote.route,
      headers: remote.headers.filter((header) => header.name.trim()),
      ...(remote.bearer ? { bearer: remote.bearer } : {}),
      ...(oauth ? { oauth } : {}),
    };
  };

  /** The fields as a target to connect to; undefined while they do not make one. */
  const target = (): ConnectTarget | undefined => {
    if (invalid) return undefined;
    if (transport !== 'stdio') return remoteTarget();
    const built: StdioTarget = {
      kind: 'stdio',
      command: stdio.command.trim(),
      args: parsedArgs.words,
      env: parsedEnv.env,
      cwd: stdio.cwd.trim() || undefined,
    };
    if (stdio.inheritEnv) built.inheritEnv = true;
    if (stdio.framing !== 'auto') built.framing = stdio.framing;
    return built;
  };

  const fill = (filled: ConnectTarget, filledRevision?: RevisionChoice) => {
    const next = perKind(filled, filling);
    setTransport(next.transport);
    if (next.stdio) setStdio(next.stdio);
    if (next.remote) setRemote(next.remote);
    if (filledRevision) setRevision(filledRevision);
  };

  return {
    transport,
    setTransport,
    stdio,
    setStdio,
    remote,
    setRemote,
    revision,
    setRevision,
    stdioErrors,
    urlError,
    invalid,
    target,
    remoteTarget,
    fill,
  };
}

/** The OAuth fields that were filled in, or undefined when none were. */
function trimmedChoices(choices: OAuthChoices): OAuthChoices | undefined {
  const entries = Object.entries(choices)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value);
  return entries.length ? (Object.fromEntries(entries) as OAuthChoices) : undefined;
}
