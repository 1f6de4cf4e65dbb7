import { useId, useState } from 'react';
import { checkupAsJson, checkupTotals } from '../../../../shared/checkup/checkup-format.ts';
import { countOutcomes } from '../../../../shared/checkup/checkup-report.ts';
import { Button } from '../../../components/button.tsx';
import { showInLog } from '../../../lib/log-selection.ts';
import { usePageCommand } from '../../../lib/page-commands.ts';
import { useSessionState } from '../../../lib/session-context.tsx';
import { useCheckupRun } from '../hooks/use-checkup-run.ts';
import { CheckItem } from './check-item.tsx';

/** The Checkup tab: protocol checks against the connected server, each with its evidence in the Log. Loaded when first shown. */
export default function CheckupPage() {
  const state = useSessionState();
  const run = useCheckupRun();
  const [callTools, setCallTools] = useState(false);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const connected = state.status === 'connected';
  const report = run.running ? undefined : run.report;
  const checks = report?.checks ?? run.progress;
  // Run checkup from the command palette or its shortcut: as the button, with the options set here.
  usePageCommand('run-checkup', () => {
    if (connected && !run.running) run.start({ callTools });
  });
  const copy = async () => {
    if (!report) return;
    try {
      await navigator.clipboard.writeText(checkupAsJson(report));
    } catch {
      return; // The browser refused: nothing was copied, so nothing is said.
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <section aria-label="Checkup" className="min-h-0 flex-1 overflow-auto">
      <div className="mx-auto max-w-5xl space-y-4 p-4">
        <header className="space-y-3 rounded-lg border border-zinc-800 bg-zinc-900/40 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-sm font-semibold text-zinc-100">Server checkup</h2>
            <span className="min-w-0 flex-1 text-xs text-zinc-500">
              Sends the connected server a battery of protocol checks (with its MCP Apps' declarations and views, when
              it has apps) and says what each found, with the frames in the Log and the rule it comes from.
            </span>
            {run.running ? (
              <Button onClick={run.stop}>Stop</Button>
            ) : (
              <Button variant="primary" disabled={!connected} onClick={() => run.start({ callTools })}>
                Run checkup
              </Button>
            )}
            <Button
              disabled={!report}
              onClick={copy}
              title="Copy the whole report as JSON, as mcp-loupe --cli check prints it"
            >
              {copied ? 'Copied' : 'Copy report (JSON)'}
            </Button>
          </div>
          <div className="flex items-start gap-2">
            <input
              id={`${id}-tools`}
              type="checkbox"
              checked={callTools}
              disabled={run.running}
              onChange={(event) => setCallTools(event.target.checked)}
              className="mt-0.5 accent-sky-500"
              aria-describedby={`${id}-tools-hint`}
            />
            <div>
              <label htmlFor={`${id}-tools`} className="text-sm text-zinc-200">
                Include calling tools
              </label>
              <p id={`${id}-tools-hint`} className="text-xs text-zinc-500">
                Off by default: a tool may change things. When on, the checkup calls one slow tool (one whose name says
                long, slow, sleep, delay or wait) and cancels it, to see that the server honours cancellation. Nothing
                else is called.
              </p>
            </div>
          </div>
          {!connected ? <p className="text-xs text-zinc-500">Connect to a server to check it.</p> : null}
        </header>
        {checks.length || run.running ? (
          <p role="status" aria-label="Checkup totals" className="text-sm text-zinc-300">
            {run.running ? `Checking… ${checks.length} done` : `${checkupTotals({ counts: countOutcomes(checks) })}`}
            {report ? (
              <span className="text-zinc-500">
                {' '}
                · connection {report.connection}
                {report.connection !== state.connection ? ' (an earlier connection)' : ''} ·{' '}
                {(report.durationMs / 1000).toFixed(1)} s
              </span>
            ) : null}
            {report?.stopped ? (
              <span className="text-amber-300"> · stopped before the end: {report.stopped}</span>
            ) : null}
          </p>
        ) : null}
        {checks.length ? (
          <ol aria-label="Checkup results" className="space-y-1.5">
            {checks.map((check) => (
              <CheckItem key={check.name} check={check} onOpenFrame={showInLog} />
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
