import { useId } from 'react';
import type { RequestSettings } from '../../../../shared/session/request-settings.ts';
import { sizedInputClass } from '../../../components/field.tsx';

/** Timeout per request, whether progress restarts it, and a hard limit; used by every request the page makes. */
export function RequestOptions({
  settings,
  onChange,
}: {
  settings: RequestSettings;
  onChange: (settings: RequestSettings) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2 rounded-md border border-zinc-800 p-3">
      <legend className="px-1 text-xs font-medium text-zinc-400">Requests</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <label htmlFor={`${id}-timeout`} className="block text-xs font-medium text-zinc-400">
            Timeout (s)
          </label>
          <input
            id={`${id}-timeout`}
            type="number"
            min={0.1}
            step="any"
            className={sizedInputClass('w-28')}
            value={settings.timeoutMs / 1000}
            onChange={(event) => {
              const seconds = event.target.valueAsNumber;
              if (Number.isFinite(seconds) && seconds > 0)
                onChange({ ...settings, timeoutMs: Math.round(seconds * 1000) });
            }}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-total`} className="block text-xs font-medium text-zinc-400">
            Maximum total time (s)
          </label>
          <input
            id={`${id}-total`}
            type="number"
            min={0.1}
            step="any"
            placeholder="none"
            className={sizedInputClass('w-28')}
            value={settings.maxTotalMs === undefined ? '' : settings.maxTotalMs / 1000}
            onChange={(event) => {
              const seconds = event.target.valueAsNumber;
              const { maxTotalMs: _, ...rest } = settings;
              onChange(
                Number.isFinite(seconds) && seconds > 0 ? { ...rest, maxTotalMs: Math.round(seconds * 1000) } : rest,
              );
            }}
          />
        </div>
        <label className="flex items-center gap-2 pb-1.5 text-sm text-zinc-200">
          <input
            type="checkbox"
            className="accent-sky-500"
            checked={settings.resetOnProgress}
            onChange={(event) => onChange({ ...settings, resetOnProgress: event.target.checked })}
          />
          Progress restarts the timeout
        </label>
      </div>
      <p className="text-xs text-zinc-500">
        A request that times out is cancelled with notifications/cancelled, and its result says so.
      </p>
    </fieldset>
  );
}
