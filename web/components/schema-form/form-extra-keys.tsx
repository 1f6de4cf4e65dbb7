import type { Path } from '../../../shared/schema-form/field.ts';
import { pathKey } from '../../../shared/schema-form/path.ts';
import type { FieldEnv } from './form-field-props.ts';

const MAX_SHOWN_CHARS = 120;

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_SHOWN_CHARS ? `${text.slice(0, MAX_SHOWN_CHARS - 1)}…` : text;
}

/**
 * "Other keys sent": keys of an object that its schema does not describe
 * (typed in the JSON editor), with their values and a way to drop each, so
 * the form never hides part of what Run sends. One the schema forbids
 * (additionalProperties: false) carries its error.
 */
export function FormExtraKeys({
  path,
  keys,
  value,
  env,
}: {
  path: Path;
  keys: readonly string[];
  value: Readonly<Record<string, unknown>>;
  env: FieldEnv;
}) {
  if (keys.length === 0) return null;
  const headingId = `${env.idFor(path)}-extra`;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="space-y-1 rounded-md border border-dashed border-zinc-700 px-2.5 py-2"
    >
      <p id={headingId} className="text-[11px] font-medium text-zinc-400">
        Other keys sent <span className="font-normal text-zinc-500">(not described by the schema)</span>
      </p>
      <ul className="space-y-1">
        {keys.map((key) => {
          const keyPath = [...path, key];
          const error = env.errorFor(keyPath);
          const nameId = `${env.idFor(keyPath)}-label`;
          const full = JSON.stringify(value[key]) ?? String(value[key]);
          return (
            <li key={key} className="flex items-baseline gap-2 font-mono text-xs">
              <span id={nameId} className="shrink-0 text-zinc-300">
                {pathKey([key])}
              </span>
              <span
                className="min-w-0 flex-1 truncate text-zinc-400"
                title={full.length > MAX_SHOWN_CHARS ? full.slice(0, 2000) : undefined}
              >
                {shortJson(value[key])}
              </span>
              {error ? <span className="shrink-0 font-sans text-rose-400">{error}</span> : null}
              <button
                type="button"
                aria-describedby={nameId}
                disabled={env.disabled}
                onClick={() => env.onChange(keyPath, undefined)}
                className="shrink-0 rounded px-1 font-sans text-[11px] text-zinc-500 hover:bg-zinc-800 hover:text-zinc-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 disabled:opacity-50"
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
