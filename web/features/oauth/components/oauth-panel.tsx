import type { OAuthFlowState } from '../../../../shared/oauth/oauth-flow.ts';
import type { OAuthStep } from '../../../../shared/oauth/oauth-steps.ts';
import { openableUrl } from '../../../../shared/lib/openable-url.ts';
import { Button } from '../../../components/button.tsx';
import { UrlToOpen } from '../../../components/url-to-open.tsx';

const statusLook: Record<OAuthStep['status'], { mark: string; className: string; word: string }> = {
  running: { mark: '…', className: 'text-amber-300', word: 'under way' },
  waiting: { mark: '◷', className: 'text-sky-300', word: 'waiting for you' },
  done: { mark: '✓', className: 'text-emerald-300', word: 'done' },
  failed: { mark: '✗', className: 'text-rose-300', word: 'failed' },
};

const flowWords: Record<OAuthFlowState['status'], string> = {
  idle: 'Nothing to authorize yet: the server has not asked.',
  running: 'Authorizing…',
  waiting: 'Waiting for you to approve in the authorization window.',
  authorized: 'Authorized.',
  failed: 'Authorization failed.',
};

export interface OAuthPanelProps {
  flow: OAuthFlowState;
  /** Opens the authorization page again (a blocked or closed window). */
  onOpenAuthorization: (url: string) => void;
}

/** The OAuth flow step by step: each request, its answer and what was decided; the failing step says why. */
export function OAuthPanel({ flow, onOpenAuthorization }: OAuthPanelProps) {
  return (
    <section aria-label="OAuth" className="space-y-3 rounded-lg border border-zinc-800 bg-zinc-900/40 p-4">
      <header className="flex items-center gap-3">
        <h2 className="text-sm font-semibold text-zinc-100">OAuth</h2>
        <p
          role="status"
          aria-label="OAuth status"
          className={`text-sm ${flow.status === 'failed' ? 'text-rose-300' : flow.status === 'authorized' ? 'text-emerald-300' : 'text-zinc-400'}`}
        >
          {flowWords[flow.status]}
          {flow.failure ? ` ${flow.failure}` : ''}
        </p>
        <span className="flex-1" />
        {flow.status === 'waiting' && flow.authorizationUrl && openableUrl(flow.authorizationUrl).ok ? (
          <Button variant="primary" onClick={() => onOpenAuthorization(flow.authorizationUrl!)}>
            Open the authorization page
          </Button>
        ) : null}
      </header>
      {flow.serverUrl ? <p className="break-all font-mono text-xs text-zinc-500">{flow.serverUrl}</p> : null}
      {/* The server's metadata chose this address: it is written out in full, scheme and all, beside the button that opens it. */}
      {flow.status === 'waiting' && flow.authorizationUrl ? (
        <UrlToOpen checked={openableUrl(flow.authorizationUrl)} />
      ) : null}
      {flow.steps.length ? (
        <ol aria-label="OAuth steps" className="space-y-2">
          {flow.steps.map((step, index) => {
            const look = statusLook[step.status];
            return (
              <li
                key={step.id}
                aria-label={`${step.title}: ${look.word}`}
                className="rounded-md border border-zinc-800 bg-zinc-950/60 px-3 py-2"
              >
                <p className="flex items-center gap-2 text-sm">
                  <span aria-hidden className={`w-4 text-center ${look.className}`}>
                    {look.mark}
                  </span>
                  <span className="text-zinc-500">{index + 1}.</span>
                  <span className="font-medium text-zinc-100">{step.title}</span>
                  <span className={`text-xs ${look.className}`}>{look.word}</span>
                </p>
                <ul className="mt-1 space-y-0.5 pl-6">
                  {step.lines.map((line, lineIndex) => (
                    <li key={lineIndex} className="break-all font-mono text-xs text-zinc-400">
                      {line}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
