import { useId, useState, type FormEvent } from 'react';
import type { HttpTarget, HttpTransportChoice, OAuthChoices } from '../../../../shared/http/http-target.ts';
import type { ConnectTarget, StdioTarget } from '../../../../shared/session/mcp-session.ts';
import { PROTOCOL_REVISIONS, isRevisionChoice, type RevisionChoice } from '../../../../shared/session/revisions.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClass } from '../../../components/field.tsx';
import { formatEnvLines, joinShellWords, parseEnvLines, splitShellWords } from '../../../../shared/config/shell-words.ts';
import { fullCommandLine, shortCommandLine } from '../lib/target-line.ts';
import { RemoteFields, urlProblem, type RemoteFieldsValue } from './remote-fields.tsx';
import { StdioFields, type StdioFieldsValue } from './stdio-fields.tsx';
import { TargetSummary } from './target-summary.tsx';

export interface ConnectionPanelProps {
  initial: ConnectTarget;
  /** What the stdio fields hold when the panel starts on a URL. */
  stdioDefault: StdioTarget;
  initialRevision?: RevisionChoice;
  status: ConnectionStatus;
  /** How the current remote connection goes, when it is not the obvious way (through the proxy because of CORS, say). */
  routeNote?: string;
  onConnect: (target: ConnectTarget, revision: RevisionChoice) => void;
  onDisconnect: () => void;
  /** Runs the server's OAuth without connecting. */
  onAuthorize?: (target: HttpTarget) => void;
}

type TransportChoice = 'stdio' | HttpTransportChoice;

const transportNames: Record<TransportChoice, string> = {
  stdio: 'stdio',
  'streamable-http': 'Streamable HTTP',
  sse: 'legacy SSE (HTTP+SSE)',
  auto: 'auto (URL)',
};

/** Where the server is and how to reach it: a command to start, or a URL; and the protocol revision. */
export function ConnectionPanel({ initial, stdioDefault, initialRevision = 'auto', status, routeNote, onConnect, onDisconnect, onAuthorize }: ConnectionPanelProps) {
  const id = useId();
  const stdioStart = initial.kind === 'stdio' ? initial : stdioDefault;
  const [transport, setTransport] = useState<TransportChoice>(initial.kind === 'stdio' ? 'stdio' : initial.transport);
  const [stdio, setStdio] = useState<StdioFieldsValue>({
    command: stdioStart.command,
    args: joinShellWords(stdioStart.args),
    env: formatEnvLines(stdioStart.env),
    cwd: stdioStart.cwd ?? '',
    inheritEnv: stdioStart.inheritEnv ?? false,
    framing: stdioStart.framing ?? 'auto',
  });
  const [remote, setRemote] = useState<RemoteFieldsValue>(
    initial.kind === 'http'
      ? { url: initial.url, route: initial.route, headers: initial.headers, bearer: initial.bearer ?? '', oauth: initial.oauth ?? {} }
      : { url: '', route: 'auto', headers: [], bearer: '', oauth: {} },
  );
  const [revision, setRevision] = useState<RevisionChoice>(initialRevision);
  const parsedArgs = splitShellWords(stdio.args);
  const parsedEnv = parseEnvLines(stdio.env);
  const stdioErrors = { command: stdio.command.trim() ? undefined : 'Enter the command that starts the server', args: parsedArgs.error, env: parsedEnv.error };
  const urlError = transport === 'stdio' ? undefined : urlProblem(remote.url);
  const invalid = transport === 'stdio' ? Boolean(stdioErrors.command || stdioErrors.args || stdioErrors.env) : Boolean(urlError);
  const live = status === 'connected' || status === 'connecting';
  // Once connected the settings may fold away; when the connection is lost or fails they show again.
  const [settingsShown, setSettingsShown] = useState(true);
  const folded = live && !settingsShown;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (invalid) return;
    if (transport === 'stdio') {
      const target: StdioTarget = { kind: 'stdio', command: stdio.command.trim(), args: parsedArgs.words, env: parsedEnv.env, cwd: stdio.cwd.trim() || undefined };
      if (stdio.inheritEnv) target.inheritEnv = true;
      if (stdio.framing !== 'auto') target.framing = stdio.framing;
      onConnect(target, revision);
      return;
    }
    onConnect(remoteTarget(), revision);
  };

  const remoteTarget = (): HttpTarget => {
    const headers = remote.headers.filter((header) => header.name.trim());
    const oauth = trimmedChoices(remote.oauth);
    return {
      kind: 'http',
      url: remote.url.trim(),
      transport: transport === 'stdio' ? 'auto' : transport,
      route: remote.route,
      headers,
      ...(remote.bearer ? { bearer: remote.bearer } : {}),
      ...(oauth ? { oauth } : {}),
    };
  };

  return (
    <form onSubmit={submit} aria-label="Connection" className="space-y-3">
      <div className="flex items-center gap-2">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Server</h2>
        {live ? (
          <button
            type="button"
            aria-expanded={!folded}
            aria-controls={`${id}-settings`}
            onClick={() => setSettingsShown(!settingsShown)}
            className="ml-auto flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-zinc-400 hover:bg-zinc-800 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
          >
            <span aria-hidden="true">{folded ? '▸' : '▾'}</span>
            Connection settings
          </button>
        ) : null}
      </div>
      {folded ? (
        <TargetSummary
          transport={transportNames[transport]}
          text={transport === 'stdio' ? shortCommandLine(stdio.command, stdio.args) : remote.url.trim()}
          full={transport === 'stdio' ? fullCommandLine(stdio.command, stdio.args) : remote.url.trim()}
        />
      ) : (
        <div id={`${id}-settings`} className="space-y-3">
          <Field id={`${id}-transport`} label="Transport">
            <select id={`${id}-transport`} className={inputClass} value={transport} onChange={(event) => setTransport(event.target.value as TransportChoice)}>
              {(Object.keys(transportNames) as TransportChoice[]).map((key) => (
                <option key={key} value={key}>
                  {transportNames[key]}
                </option>
              ))}
            </select>
          </Field>
          {transport === 'stdio' ? <StdioFields value={stdio} onChange={setStdio} errors={stdioErrors} /> : <RemoteFields value={remote} onChange={setRemote} urlError={urlError} />}
          <Field id={`${id}-revision`} label="Protocol revision">
            <select
              id={`${id}-revision`}
              className={inputClass}
              value={revision}
              onChange={(e) => {
                if (isRevisionChoice(e.target.value)) setRevision(e.target.value);
              }}
            >
              <option value="auto">auto (latest the server speaks)</option>
              {[...PROTOCOL_REVISIONS].reverse().map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {live ? (
          <>
            <Button type="submit" variant="primary" disabled={invalid} className="flex-1">
              Reconnect
            </Button>
            <Button onClick={onDisconnect}>Disconnect</Button>
          </>
        ) : (
          <Button type="submit" variant="primary" disabled={invalid} className="flex-1">
            Connect
          </Button>
        )}
        {transport !== 'stdio' && onAuthorize ? (
          <Button disabled={invalid} onClick={() => onAuthorize(remoteTarget())} title="Run the server's OAuth flow without connecting">
            Authorize
          </Button>
        ) : null}
      </div>
      {routeNote ? (
        <p role="note" aria-label="How this connection goes" className="rounded-md border border-amber-800/60 bg-amber-950/40 px-2 py-1.5 text-xs text-amber-200">
          {routeNote}
        </p>
      ) : null}
    </form>
  );
}

/** The OAuth fields that were filled in, or undefined when none were. */
function trimmedChoices(choices: OAuthChoices): OAuthChoices | undefined {
  const entries = Object.entries(choices).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const).filter(([, value]) => value);
  return entries.length ? (Object.fromEntries(entries) as OAuthChoices) : undefined;
}
