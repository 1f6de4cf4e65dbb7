import { useId, useState, type FormEvent } from 'react';
import type { StdioTarget } from '../../../../shared/session/mcp-session.ts';
import { PROTOCOL_REVISIONS, isRevisionChoice, type RevisionChoice } from '../../../../shared/session/revisions.ts';
import type { ConnectionStatus } from '../../../../shared/session/session-state.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClass } from '../../../components/field.tsx';
import { formatEnvLines, joinShellWords, parseEnvLines, splitShellWords } from '../lib/shell-words.ts';

export interface ConnectionPanelProps {
  initial: StdioTarget;
  initialRevision?: RevisionChoice;
  status: ConnectionStatus;
  onConnect: (target: StdioTarget, revision: RevisionChoice) => void;
  onDisconnect: () => void;
}

/** Where the server is and how to start it: command, arguments, environment, working directory, revision. */
export function ConnectionPanel({ initial, initialRevision = 'auto', status, onConnect, onDisconnect }: ConnectionPanelProps) {
  const id = useId();
  const [command, setCommand] = useState(initial.command);
  const [args, setArgs] = useState(joinShellWords(initial.args));
  const [env, setEnv] = useState(formatEnvLines(initial.env));
  const [cwd, setCwd] = useState(initial.cwd ?? '');
  const [revision, setRevision] = useState<RevisionChoice>(initialRevision);
  const parsedArgs = splitShellWords(args);
  const parsedEnv = parseEnvLines(env);
  const commandError = command.trim() ? undefined : 'Enter the command that starts the server';
  const invalid = Boolean(commandError || parsedArgs.error || parsedEnv.error);
  const live = status === 'connected' || status === 'connecting';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (invalid) return;
    onConnect({ kind: 'stdio', command: command.trim(), args: parsedArgs.words, env: parsedEnv.env, cwd: cwd.trim() || undefined }, revision);
  };

  return (
    <form onSubmit={submit} aria-label="Connection" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Server (stdio)</h2>
      </div>
      <Field id={`${id}-command`} label="Command" error={commandError}>
        <input id={`${id}-command`} className={inputClass} value={command} onChange={(e) => setCommand(e.target.value)} spellCheck={false} autoComplete="off" />
      </Field>
      <Field id={`${id}-args`} label="Arguments" error={parsedArgs.error} hint="Quoted like a shell; nothing is expanded">
        <input id={`${id}-args`} className={inputClass} value={args} onChange={(e) => setArgs(e.target.value)} spellCheck={false} autoComplete="off" />
      </Field>
      <Field id={`${id}-env`} label="Environment" error={parsedEnv.error} hint="KEY=VALUE, one per line">
        <textarea id={`${id}-env`} className={`${inputClass} min-h-14 resize-y`} rows={2} value={env} onChange={(e) => setEnv(e.target.value)} spellCheck={false} />
      </Field>
      <Field id={`${id}-cwd`} label="Working directory" hint="Empty: the inspector's own">
        <input id={`${id}-cwd`} className={inputClass} value={cwd} onChange={(e) => setCwd(e.target.value)} spellCheck={false} autoComplete="off" />
      </Field>
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
      <div className="flex gap-2 pt-1">
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
      </div>
    </form>
  );
}
