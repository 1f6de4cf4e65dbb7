import type { SessionState } from '../../../../shared/session/session-state.ts';
import { CapabilityMatrix } from './capability-matrix.tsx';

/** Who the server says it is, what it offers, and what it asks of its clients. */
export function ServerOverview({ state }: { state: SessionState }) {
  const server = state.server;
  return (
    <section aria-label="Server overview" className="space-y-3">
      {state.status === 'error' && state.reason ? (
        <div role="alert" className="whitespace-pre-wrap break-words rounded-md border border-rose-900 bg-rose-950/60 p-2.5 text-xs text-rose-200">
          {state.reason}
        </div>
      ) : null}
      {server ? (
        <>
          <ServerIdentity state={state} />
          <CapabilityMatrix server={server.capabilities} client={state.clientCapabilities} />
          {server.instructions ? (
            <div className="space-y-1">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Instructions</h3>
              <p className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-md border border-zinc-800 bg-zinc-950 p-2 text-xs text-zinc-300">{server.instructions}</p>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ServerIdentity({ state }: { state: SessionState }) {
  const server = state.server!;
  const info = server.info;
  const icon = info?.icons?.find((candidate) => /^(https?:|data:)/.test(candidate.src));
  const website = info?.websiteUrl && /^https?:\/\//.test(info.websiteUrl) ? info.websiteUrl : undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        {icon ? <img src={icon.src} alt="" className="h-6 w-6 rounded" /> : null}
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-zinc-100">{info?.title ?? info?.name ?? 'Unnamed server'}</p>
          <p className="truncate font-mono text-xs text-zinc-500">
            {info?.name}
            {info?.version ? ` ${info.version}` : ''}
          </p>
        </div>
      </div>
      {info?.description ? <p className="text-xs text-zinc-400">{info.description}</p> : null}
      {website ? (
        <a href={website} target="_blank" rel="noreferrer noopener" className="block truncate text-xs text-sky-400 hover:underline">
          {website}
        </a>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-zinc-500">Revision</dt>
        <dd className="font-mono text-zinc-200">{server.protocolVersion ?? 'unknown'}</dd>
        <dt className="text-zinc-500">Handshake</dt>
        <dd className="text-zinc-300">{server.era === 'modern' ? 'server/discover (stateless)' : 'initialize'}</dd>
      </dl>
    </div>
  );
}
