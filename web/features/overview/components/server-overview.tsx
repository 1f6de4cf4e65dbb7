import { useMemo } from 'react';
import {
  readInstructions,
  readServerCapabilities,
  readServerIdentity,
} from '../../../../shared/protocol-read/server-identity.ts';
import type { ServerIdentity } from '../../../../shared/protocol-read/server-identity.ts';
import type { ServerOverview as ServerFacts, SessionState } from '../../../../shared/session/session-state.ts';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { CapabilityMatrix } from './capability-matrix.tsx';

/** Who the server says it is, what it offers, and what it asks of its clients; each read leniently, with what is wrong listed. */
export function ServerOverview({ state }: { state: SessionState }) {
  const server = state.server;
  const shown = server !== undefined || (state.status === 'error' && state.reason);
  return (
    // A part of the column of its own, set off from the connection settings above.
    <section aria-label="Server overview" className={shown ? 'space-y-3 border-t border-zinc-800 pt-4' : 'space-y-3'}>
      {state.status === 'error' && state.reason ? (
        <div
          role="alert"
          className="whitespace-pre-wrap break-words rounded-md border border-rose-900 bg-rose-950/60 p-2.5 text-xs text-rose-200"
        >
          {state.reason}
        </div>
      ) : null}
      {server && state.status !== 'connected' ? (
        <p className="text-[11px] font-semibold uppercase tracking-wide text-zinc-500">
          Last connected server (not connected now)
        </p>
      ) : null}
      {server ? (
        <div className={state.status === 'connected' ? 'space-y-3' : 'space-y-3 opacity-60'}>
          <ServerFactsView server={server} state={state} />
        </div>
      ) : null}
    </section>
  );
}

function ServerFactsView({ server, state }: { server: ServerFacts; state: SessionState }) {
  const identity = useMemo(() => readServerIdentity(server.info), [server.info]);
  const capabilities = useMemo(() => readServerCapabilities(server.capabilities), [server.capabilities]);
  const instructions = useMemo(() => readInstructions(server.instructions), [server.instructions]);
  const findings = [...identity.findings, ...capabilities.findings, ...instructions.findings];
  return (
    <>
      <ErrorBoundary what="the server's identity" data={server.info} resetKey={server}>
        <ServerIdentityView identity={identity} server={server} />
      </ErrorBoundary>
      {findings.length ? (
        <ul
          aria-label="Problems with what the server says about itself"
          className="list-disc space-y-0.5 rounded-md border border-amber-900/60 bg-amber-950/30 py-2 pl-6 pr-2 font-mono text-[11px] text-amber-200"
        >
          {findings.map((finding) => (
            <li key={`${finding.rule} ${finding.pointer} ${finding.message}`} className="break-words">
              {finding.message}
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorBoundary what="the capabilities" data={server.capabilities} resetKey={server}>
        <CapabilityMatrix server={capabilities.rows} client={state.clientCapabilities} />
      </ErrorBoundary>
      {instructions.text ? (
        // Shown in full in the column (which scrolls), not in a box of its own; folded away when not wanted.
        <details open className="space-y-1">
          <summary className="cursor-pointer text-xs font-semibold uppercase tracking-wide text-zinc-500 hover:text-zinc-300">
            Instructions
          </summary>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-md border border-zinc-800 bg-zinc-950 p-2 text-xs leading-relaxed text-zinc-300">
            {instructions.text}
          </p>
        </details>
      ) : null}
    </>
  );
}

function ServerIdentityView({ identity, server }: { identity: ServerIdentity; server: ServerFacts }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        {/* Only inline icons are drawn: fetching a server's icon URL would tell a third party what you inspect. */}
        {identity.iconSrc?.startsWith('data:') ? (
          <img src={identity.iconSrc} alt="" className="h-6 w-6 rounded" />
        ) : null}
        <div className="min-w-0">
          <p className="break-words text-sm font-semibold text-zinc-100">
            {identity.title ?? identity.name ?? 'Unnamed server'}
          </p>
          <p className="font-mono text-xs text-zinc-500 wrap-anywhere">
            {identity.name}
            {identity.version ? ` ${identity.version}` : ''}
          </p>
        </div>
      </div>
      {identity.description ? <p className="break-words text-xs text-zinc-400">{identity.description}</p> : null}
      {identity.website?.href ? (
        <a
          href={identity.website.href}
          target="_blank"
          rel="noreferrer noopener"
          className="block text-xs text-sky-400 wrap-anywhere hover:underline"
        >
          {identity.website.href}
        </a>
      ) : identity.website ? (
        <p className="font-mono text-xs text-zinc-500 wrap-anywhere" title={identity.website.refused}>
          {identity.website.text} <span className="font-sans text-rose-300">({identity.website.refused})</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-zinc-500">Revision</dt>
        <dd className="font-mono text-zinc-200">
          {typeof server.protocolVersion === 'string' ? server.protocolVersion : 'unknown'}
        </dd>
        <dt className="text-zinc-500">Handshake</dt>
        <dd className="text-zinc-300">{server.era === 'modern' ? 'server/discover (stateless)' : 'initialize'}</dd>
        {server.discovery ? (
          <>
            <dt className="text-zinc-500">Discovery</dt>
            <dd className="text-zinc-300">{server.discovery}</dd>
          </>
        ) : null}
        {identity.iconSrc && !identity.iconSrc.startsWith('data:') ? (
          <>
            <dt className="text-zinc-500">Icon</dt>
            <dd
              className="min-w-0 font-mono text-zinc-400 wrap-anywhere"
              title="Not loaded: the page fetches nothing from outside"
            >
              {identity.iconSrc}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
