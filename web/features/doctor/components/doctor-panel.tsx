import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DoctorCheck } from '../../../../shared/http/doctor-report.ts';
import type { HttpTarget } from '../../../../shared/http/http-target.ts';
import { Button } from '../../../components/button.tsx';
import { runDoctor } from '../api/doctor.ts';
import { CertificateTrust } from './certificate-trust.tsx';

const look: Record<DoctorCheck['status'], { mark: string; className: string; word: string }> = {
  pass: { mark: '✓', className: 'text-emerald-300', word: 'passed' },
  warn: { mark: '!', className: 'text-amber-300', word: 'warning' },
  fail: { mark: '✗', className: 'text-rose-300', word: 'failed' },
  skip: { mark: '–', className: 'text-zinc-500', word: 'skipped' },
};

export interface DoctorPanelProps {
  /** The server behind a URL to examine; none while the inspector is on a stdio server. */
  target: HttpTarget | undefined;
  /** Changes when a connection to the target fails: the doctor then runs by itself. */
  autoRunKey?: string;
  /** After a certificate was trusted: connect again (through the proxy). */
  onTrusted?: () => void;
}

/** The connection doctor: the proxy's checks in order, each with its evidence, and the first thing that is wrong. */
export function DoctorPanel({ target, autoRunKey, onTrusted }: DoctorPanelProps) {
  const doctor = useMutation({ mutationFn: runDoctor });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per failure (autoRunKey), on the target of that moment, not on every render
  useEffect(() => {
    if (autoRunKey && target) doctor.mutate(target);
  }, [autoRunKey]);
  // A report about another URL than the one chosen now is not shown as if it were about this one.
  const report = doctor.data && doctor.data.url === target?.url ? doctor.data : undefined;
  return (
    <section aria-label="Connection doctor" className="space-y-3 rounded-lg border border-zinc-800 bg-zinc-900/40 p-4">
      <header className="flex items-center gap-3">
        <h2 className="text-sm font-semibold text-zinc-100">Connection doctor</h2>
        <span className="min-w-0 flex-1 truncate font-mono text-xs text-zinc-500">
          {target?.url ?? 'Choose a server behind a URL to examine it.'}
        </span>
        <Button
          variant="primary"
          disabled={!target || doctor.isPending}
          onClick={() => target && doctor.mutate(target)}
        >
          {doctor.isPending ? 'Examining…' : 'Run the doctor'}
        </Button>
      </header>
      {doctor.error ? <p className="text-sm text-rose-300">{doctor.error.message}</p> : null}
      {target && !report && !doctor.isPending && !doctor.error ? (
        <p className="text-xs text-zinc-500">
          Not run for this URL yet. It runs by itself when a connection to a URL fails; run it to check the address, the
          network, TLS, HTTP, CORS, authorization and the MCP answers, one by one.
        </p>
      ) : null}
      {report ? (
        <>
          <p
            role="status"
            aria-label="Doctor verdict"
            className={`rounded-md px-3 py-2 text-sm ${report.firstProblem ? 'bg-rose-950/50 text-rose-200' : 'bg-emerald-950/40 text-emerald-200'}`}
          >
            {report.verdict}
          </p>
          <ol aria-label="Doctor checks" className="space-y-1.5">
            {report.checks.map((check) => (
              <DoctorCheckRow
                key={check.id}
                check={check}
                target={target}
                onTrusted={() => {
                  if (target) doctor.mutate(target);
                  onTrusted?.();
                }}
              />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function DoctorCheckRow({
  check,
  target,
  onTrusted,
}: {
  check: DoctorCheck;
  target: HttpTarget | undefined;
  onTrusted: () => void;
}) {
  const mark = look[check.status];
  // The TLS check's evidence is the certificate the server presented.
  const certificate =
    check.id === 'tls' && check.status === 'fail' && typeof check.evidence?.fingerprint256 === 'string'
      ? check.evidence
      : undefined;
  return (
    <li
      aria-label={`${check.title}: ${mark.word}`}
      className="rounded-md border border-zinc-800 bg-zinc-950/60 px-3 py-2"
    >
      <p className="flex items-baseline gap-2 text-sm">
        <span aria-hidden className={`w-4 shrink-0 text-center ${mark.className}`}>
          {mark.mark}
        </span>
        <span className="shrink-0 font-medium text-zinc-100">{check.title}</span>
        <span className="min-w-0 text-zinc-300">{check.summary}</span>
        {check.ms !== undefined ? (
          <span className="ml-auto shrink-0 font-mono text-xs text-zinc-500">{check.ms} ms</span>
        ) : null}
      </p>
      {certificate && target ? (
        <CertificateTrust url={target.url} certificate={certificate} onTrusted={onTrusted} />
      ) : null}
      {check.evidence && Object.keys(check.evidence).length ? (
        <details className="mt-1 pl-6">
          <summary className="cursor-pointer text-xs text-zinc-500">Evidence</summary>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all font-mono text-xs text-zinc-400">
            {JSON.stringify(check.evidence, null, 2)}
          </pre>
        </details>
      ) : null}
    </li>
  );
}
