import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  connectionLabel,
  filterServerLog,
  LOG_LEVELS,
  messageText,
  type LogLevel,
  type ServerLogEntry,
} from '../../../../shared/session/server-log.ts';
import { Button } from '../../../components/button.tsx';
import { sizedInputClass } from '../../../components/field.tsx';
import { useObservable, useSession, useSessionState } from '../../../lib/session-context.tsx';
import { LogLevelSelect } from './log-level-select.tsx';

/** How many matching messages are drawn; the filter narrows the rest. */
const drawn = 1000;

const levelTone: Record<string, string> = {
  debug: 'text-zinc-500',
  info: 'text-sky-300',
  notice: 'text-teal-300',
  warning: 'text-amber-300',
  error: 'text-rose-300',
  critical: 'text-rose-400',
  alert: 'text-rose-400',
  emergency: 'text-rose-500',
};

/** The Server messages tab (the server's log): notifications/message by level and logger, filtered, with the level asked of the server. */
export function ServerLogPage() {
  const session = useSession();
  const state = useSessionState();
  const entries = useObservable(session.clientSide.serverLog.entries);
  const servers = useObservable(session.clientSide.serverLog.servers);
  const level = useObservable(session.logLevel);
  const id = useId();
  const [minimum, setMinimum] = useState<LogLevel>('debug');
  const [logger, setLogger] = useState<string>('');
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const loggers = useMemo(
    () => [...new Set(entries.flatMap((entry) => (entry.logger ? [entry.logger] : [])))].sort(),
    [entries],
  );
  const shown = useMemo(
    () => filterServerLog(entries, { minimum, ...(logger ? { logger } : {}), text: deferredText }),
    [entries, minimum, logger, deferredText],
  );
  const connected = state.status === 'connected';
  const perRequest = state.server?.era === 'modern';
  return (
    <section aria-label="Server log" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-zinc-800 px-4 py-2">
        <LogLevelSelect
          level={level}
          perRequest={perRequest}
          disabled={!connected || state.server?.capabilities.logging === undefined}
          onSet={(next) => session.setLogLevel(next)}
        />
        {connected && state.server?.capabilities.logging === undefined ? (
          <span className="text-xs text-zinc-500">The server does not declare logging.</span>
        ) : null}
        <span className="flex-1" />
        <label htmlFor={`${id}-min`} className="text-xs text-zinc-400">
          Show from
        </label>
        <select
          id={`${id}-min`}
          className={sizedInputClass('w-28')}
          value={minimum}
          onChange={(event) => setMinimum(event.target.value as LogLevel)}
        >
          {LOG_LEVELS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-logger`} className="text-xs text-zinc-400">
          Logger
        </label>
        <select
          id={`${id}-logger`}
          className={sizedInputClass('w-36')}
          value={logger}
          onChange={(event) => setLogger(event.target.value)}
        >
          <option value="">all</option>
          {loggers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-text`} className="sr-only">
          Search the server log
        </label>
        <input
          id={`${id}-text`}
          className={sizedInputClass('w-36')}
          placeholder="Search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button variant="ghost" className="text-xs" onClick={() => session.clientSide.serverLog.clear()}>
          Clear
        </Button>
      </div>
      <p className="px-4 py-1 text-xs text-zinc-500" aria-live="polite">
        {shown.length} of {entries.length} messages
      </p>
      <ol aria-label="Server log messages" className="min-h-0 flex-1 overflow-auto px-4 pb-4 font-mono text-xs">
        {shown.slice(-drawn).map((entry, index, rows) => (
          <ServerLogRow
            key={entry.key}
            entry={entry}
            label={connectionLabel(entry.connection, servers)}
            startsConnection={index === 0 || rows[index - 1]!.connection !== entry.connection}
          />
        ))}
      </ol>
    </section>
  );
}

/** One message, with the connection it came on; the first of each connection's run says so above it. */
function ServerLogRow({
  entry,
  label,
  startsConnection,
}: {
  entry: ServerLogEntry;
  label: string;
  startsConnection: boolean;
}) {
  return (
    <li className="border-b border-zinc-900 py-0.5">
      {startsConnection ? (
        <p className="mb-0.5 mt-2 border-t border-zinc-700 pt-1 font-sans text-[11px] font-semibold text-zinc-400">
          Connection {label}
        </p>
      ) : null}
      <div className="flex gap-3">
        <span className="shrink-0 text-zinc-600">
          {new Date(entry.t).toLocaleTimeString(undefined, { hour12: false })}
        </span>
        <span className="w-32 shrink-0 truncate text-zinc-500" title={`Connection ${label}`}>
          {label}
        </span>
        <span className={`w-20 shrink-0 ${levelTone[entry.level] ?? 'text-fuchsia-300'}`}>{entry.level}</span>
        <span className="w-28 shrink-0 truncate text-zinc-400" title={entry.logger}>
          {entry.logger ?? ''}
        </span>
        <span className="min-w-0 whitespace-pre-wrap break-words text-zinc-200">{messageText(entry.data)}</span>
      </div>
    </li>
  );
}
