import { useId, useState } from 'react';
import type { CallOutcome } from '../../../../shared/session/call-outcome.ts';
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../../../../shared/session/server-log.ts';
import { sizedInputClass } from '../../../components/field.tsx';

/**
 * The level the server should log at: logging/setLevel on the 2025
 * revisions; on 2026-07-28 the level rides on every request instead.
 */
export function LogLevelSelect({
  level,
  perRequest,
  disabled,
  onSet,
}: {
  level: LogLevel | undefined;
  perRequest: boolean;
  disabled: boolean;
  onSet: (level: LogLevel) => Promise<CallOutcome>;
}) {
  const id = useId();
  const [status, setStatus] = useState<string>();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-zinc-400">
        Log level
      </label>
      <select
        id={id}
        className={sizedInputClass('w-36')}
        value={level ?? ''}
        disabled={disabled}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLogLevel(next)) return;
          setStatus(perRequest ? undefined : 'Sending logging/setLevel…');
          const outcome = await onSet(next);
          setStatus(
            outcome.kind === 'error'
              ? `The server refused: ${outcome.message}`
              : perRequest
                ? `Sent with every request from now on (2026-07-28 has no logging/setLevel)`
                : `The server logs from ${next} up`,
          );
        }}
      >
        <option value="" disabled>
          (server's default)
        </option>
        {LOG_LEVELS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {status ? (
        <span role="status" className="text-xs text-zinc-400">
          {status}
        </span>
      ) : null}
    </div>
  );
}
