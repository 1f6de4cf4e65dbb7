import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { trustCertificate } from '../api/doctor.ts';

/**
 * A certificate the server presented that nobody vouches for (self-signed,
 * say): shown in full, and trusted for this run only when the person says
 * so. Never silently.
 */
export function CertificateTrust({
  url,
  certificate,
  onTrusted,
}: {
  url: string;
  certificate: Record<string, unknown>;
  onTrusted: () => void;
}) {
  const origin = new URL(url).origin;
  const trust = useMutation({
    mutationFn: () => trustCertificate(origin, String(certificate.fingerprint256)),
    onSuccess: onTrusted,
  });
  return (
    <div
      role="group"
      aria-label="Certificate"
      className="mt-2 space-y-1 rounded-md border border-amber-800/60 bg-amber-950/30 p-2 pl-6 text-xs"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 font-mono">
        <dt className="text-zinc-500">Subject</dt>
        <dd className="break-all">{String(certificate.subject ?? '')}</dd>
        <dt className="text-zinc-500">Issuer</dt>
        <dd className="break-all">{String(certificate.issuer ?? '')}</dd>
        <dt className="text-zinc-500">Valid</dt>
        <dd>
          {String(certificate.validFrom ?? '')} → {String(certificate.validTo ?? '')}
        </dd>
        <dt className="text-zinc-500">SHA-256</dt>
        <dd className="break-all">{String(certificate.fingerprint256)}</dd>
      </dl>
      {trust.isSuccess ? (
        <p className="text-amber-200">
          Trusted for this run: the proxy accepts this certificate, and only this one, from {origin} until it stops.
          Connect through the proxy.
        </p>
      ) : (
        <Button onClick={() => trust.mutate()} disabled={trust.isPending}>
          Trust this certificate for this run
        </Button>
      )}
      {trust.error ? <p className="text-rose-300">{trust.error.message}</p> : null}
    </div>
  );
}
