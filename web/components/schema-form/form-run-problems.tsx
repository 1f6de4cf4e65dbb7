import type { Ref } from 'react';

/**
 * Why Run did not send: every problem by path, including ones no control
 * shows (an extra key the schema forbids). The force button ("Run anyway")
 * sends the value as it is, for testing how a server handles invalid input.
 */
export function FormRunProblems({
  problems,
  canForce,
  forceLabel,
  onForce,
  ref,
}: {
  problems: readonly (readonly [string, string])[];
  canForce: boolean;
  forceLabel: string;
  onForce: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="space-y-2 rounded-md border border-rose-900/70 bg-rose-950/30 p-3 text-xs focus:outline-none"
    >
      <p className="font-medium text-rose-300">
        Not sent: {problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix first.
      </p>
      <ul className="space-y-0.5 font-mono text-rose-200/90">
        {problems.map(([path, message]) => (
          <li key={path}>
            <span className="text-rose-300">{path === '' ? '(arguments)' : path}</span>: {message}
          </li>
        ))}
      </ul>
      {canForce ? (
        <button
          type="button"
          onClick={onForce}
          className="rounded-md border border-rose-800 px-2 py-1 text-rose-200 hover:bg-rose-900/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          {forceLabel}
        </button>
      ) : null}
    </div>
  );
}
