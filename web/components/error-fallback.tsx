import { dataText, errorMessage } from './error-text.ts';

export interface ErrorFallbackProps {
  /** What could not be shown, as a noun phrase: "the tool result", "tool “echo”". */
  what: string;
  error: unknown;
  /** The data that was being shown, when there is some; shown as JSON. */
  data?: unknown;
  /** One line, for places that have one line (list rows). */
  inline?: boolean;
  className?: string;
  onRetry?: () => void;
}

/** What an error boundary shows instead of a part that failed to render: what failed, why, and the data as received. */
export function ErrorFallback({ what, error, data, inline = false, className = '', onRetry }: ErrorFallbackProps) {
  const message = errorMessage(error);
  if (inline) {
    return (
      <span
        role="alert"
        title={message}
        className={`flex min-w-0 items-center gap-1.5 truncate px-3 text-xs text-rose-300 ${className}`}
      >
        <span aria-hidden="true">⚠</span>
        <span className="truncate">
          Could not show {what}: {message}
        </span>
      </span>
    );
  }
  const shown = data === undefined ? undefined : dataText(data);
  return (
    <div
      role="alert"
      className={`space-y-2 rounded-md border border-rose-900 bg-rose-950/40 p-3 text-xs text-rose-200 ${className}`}
    >
      <p className="text-sm font-semibold text-rose-300">Could not show {what}</p>
      <p className="whitespace-pre-wrap break-words font-mono">{message}</p>
      <p className="text-rose-200/70">
        The rest of the page keeps working.{shown ? ' The data as received is below.' : ''}
      </p>
      {shown ? (
        <details className="space-y-1">
          <summary className="cursor-pointer text-rose-200/90">
            Data as received ({shown.total.toLocaleString('en-US')} characters)
          </summary>
          <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded bg-zinc-950 p-2 font-mono text-[12px] text-zinc-200">
            {shown.text}
            {shown.text.length < shown.total ? (
              <span className="text-zinc-500">{`\n… cut at ${shown.text.length.toLocaleString('en-US')} characters`}</span>
            ) : null}
          </pre>
        </details>
      ) : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-rose-800 px-2 py-0.5 text-rose-100 hover:bg-rose-900/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
