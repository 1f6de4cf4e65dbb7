import { JsonView } from './json-view.tsx';
import { UrlElicitations } from './url-elicitations.tsx';

/** A JSON-RPC error answer (with its code), or a failure on our side (without). */
export function RpcError({
  code,
  codeName,
  message,
  data,
}: {
  code?: number | undefined;
  codeName?: string | undefined;
  message: string;
  data?: unknown;
}) {
  return (
    <div className="space-y-2 rounded-md border border-rose-900 bg-rose-950/40 p-3">
      <h4 className="text-sm font-semibold text-rose-300">
        {code !== undefined ? 'Server answered with an error' : 'Request failed'}
      </h4>
      {code !== undefined ? (
        <p className="font-mono text-xs text-rose-300">
          <span className="text-rose-200">{code}</span>
          {codeName ? <span className="ml-2">{codeName}</span> : null}
        </p>
      ) : null}
      <p className="whitespace-pre-wrap break-words text-rose-100">{message}</p>
      {code === -32042 ? <UrlElicitations data={data} /> : null}
      {data !== undefined ? (
        <div className="space-y-1">
          <h5 className="text-[11px] font-semibold uppercase tracking-wide text-rose-300/80">Error data</h5>
          <JsonView value={data} />
        </div>
      ) : null}
    </div>
  );
}
