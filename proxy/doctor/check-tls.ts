import { isIP } from 'node:net';
import { checkServerIdentity, connect, type TLSSocket } from 'node:tls';
import { presentedCertificate } from '../relay/certificate-facts.ts';
import { describeFailure, errorCode, errorMessage } from '../relay/describe-failure.ts';
import { tlsVerdict } from '../relay/tls-trust.ts';
import { addressOf } from '../relay/target-url.ts';
import { notRun, outcome, skipped, type CheckInput, type CheckOutcome } from './doctor-check.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A certificate from an authority this close to its end is worth a warning (one trusted for this run is a test's). */
const WARN_DAYS_LEFT = 7;

/** A TLS session set up the way the relay sets it up, left open for the caller to read. */
function handshake(
  url: URL,
  timeoutMs: number,
): Promise<{ ok: true; socket: TLSSocket } | { ok: false; error: unknown }> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || 443;
  return new Promise((resolve) => {
    const socket = connect({
      host,
      port,
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
      ...(isIP(host) ? {} : { servername: host }),
    });
    const settle = (result: { ok: true; socket: TLSSocket } | { ok: false; error: unknown }) => {
      clearTimeout(timer);
      socket.off('error', onError);
      if (!result.ok) socket.destroy();
      resolve(result);
    };
    const onError = (error: Error) => settle({ ok: false, error });
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          error: Object.assign(new Error(`TLS handshake ETIMEDOUT ${host}:${port}`), { code: 'ETIMEDOUT' }),
        }),
      timeoutMs,
    );
    socket.once('error', onError);
    socket.once('secureConnect', () => settle({ ok: true, socket }));
  });
}

/**
 * Check 4 (https only): the certificate the server presents, whether Node
 * trusts it, and whether the person trusted it for this run, judged by the
 * relay's own rule (tlsVerdict) so the doctor agrees with the relay.
 */
export async function checkTls({ env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('tls', facts);
  if (url.protocol !== 'https:') return skipped('tls', 'Plain http: no TLS to check.');
  const session = await handshake(url, env.connectTimeoutMs);
  if (!session.ok) {
    const failure = describeFailure({
      code: errorCode(session.error),
      message: errorMessage(session.error),
      url,
      connectTimeoutMs: env.connectTimeoutMs,
    });
    return {
      check: outcome('tls', 'fail', failure.hint, { code: failure.code, message: failure.message }),
      facts: { blocked: `no TLS session with ${addressOf(url)}` },
      verdict: failure.hint,
    };
  }
  const { socket } = session;
  try {
    const peer = socket.getPeerCertificate();
    const certificate = presentedCertificate(peer);
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const trustedFingerprint = env.trust.fingerprintFor(url.origin);
    const verdict = tlsVerdict(socket, url.origin, env.trust);
    const daysLeft = certificate ? Math.floor((Date.parse(certificate.validTo) - Date.now()) / DAY_MS) : undefined;
    const evidence = {
      ...(certificate ?? {}),
      ...(daysLeft !== undefined ? { daysLeft } : {}),
      authorized: socket.authorized,
      ...(socket.authorizationError ? { authorizationError: String(socket.authorizationError) } : {}),
      nameMatches: peer?.raw ? checkServerIdentity(hostname, peer) === undefined : false,
      trustedForThisRun: trustedFingerprint !== undefined && trustedFingerprint === certificate?.fingerprint256,
      protocol: socket.getProtocol(),
    };
    if (!verdict.ok) {
      const failure = describeFailure({
        code: verdict.code,
        url,
        ...(verdict.certificate ? { certificate: verdict.certificate } : {}),
      });
      return {
        check: outcome('tls', 'fail', failure.hint, { ...evidence, code: failure.code }),
        facts: { blocked: `the certificate of ${addressOf(url)} is refused` },
        verdict: failure.hint,
      };
    }
    const who = certificate ? `${certificate.subject}, issued by ${certificate.issuer}` : 'a certificate';
    const trust = socket.authorized ? 'trusted by this machine' : 'trusted by you for this run';
    if (socket.authorized && daysLeft !== undefined && daysLeft < WARN_DAYS_LEFT) {
      return {
        check: outcome(
          'tls',
          'warn',
          `${who}, ${trust}; it expires in ${Math.max(daysLeft, 0)} day${daysLeft === 1 ? '' : 's'}.`,
          evidence,
        ),
      };
    }
    return {
      check: outcome(
        'tls',
        'pass',
        `${who}, ${trust}${daysLeft !== undefined ? `, ${daysLeft} days left` : ''}.`,
        evidence,
      ),
    };
  } finally {
    socket.destroy();
  }
}
