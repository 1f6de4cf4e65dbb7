import { connect } from 'node:net';
import { describeFailure, errorCode, errorMessage } from '../relay/describe-failure.ts';
import { addressOf } from '../relay/target-url.ts';
import { notRun, outcome, type CheckInput, type CheckOutcome } from './doctor-check.ts';

interface Attempt {
  address: string;
  ms: number;
  result: 'connected' | string;
}

/** Tried in the order DNS gave them, as a client falls back from one to the next. */
const MAX_ATTEMPTS = 3;

function tryConnect(
  address: string,
  port: number,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    const settle = (result: { ok: true } | { ok: false; error: unknown }) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          error: Object.assign(new Error(`connect ETIMEDOUT ${address}:${port}`), { code: 'ETIMEDOUT' }),
        }),
      timeoutMs,
    );
    socket.once('connect', () => settle({ ok: true }));
    socket.once('error', (error) => settle({ ok: false, error }));
  });
}

/** Check 3: a TCP connection to the server's address and port, timed. */
export async function checkTcp({ env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked || !facts.addresses) return notRun('tcp', facts);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const attempts: Attempt[] = [];
  let lastError: unknown;
  for (const { address } of facts.addresses.slice(0, MAX_ATTEMPTS)) {
    const started = env.now();
    const result = await tryConnect(address, port, env.connectTimeoutMs);
    const ms = Math.round(env.now() - started);
    if (result.ok) {
      attempts.push({ address, ms, result: 'connected' });
      const fallback =
        attempts.length > 1 ? ` after ${attempts.length - 1} refused address${attempts.length > 2 ? 'es' : ''}` : '';
      return {
        check: outcome('tcp', 'pass', `Connected to ${address} port ${port} in ${ms} ms${fallback}.`, {
          port,
          attempts,
        }),
      };
    }
    lastError = result.error;
    attempts.push({ address, ms, result: errorCode(result.error) });
  }
  const failure = describeFailure({
    code: errorCode(lastError),
    message: errorMessage(lastError),
    url,
    connectTimeoutMs: env.connectTimeoutMs,
  });
  const address = addressOf(url);
  const verdict =
    failure.code === 'ECONNREFUSED'
      ? `Nothing listens on ${address}: start the server, or check the port.`
      : failure.code === 'ETIMEDOUT'
        ? `${address} does not accept connections (no answer within ${env.connectTimeoutMs / 1000} s): check that the host is up and that no firewall drops the packets.`
        : failure.hint;
  return {
    check: outcome('tcp', 'fail', failure.hint, { port, attempts, code: failure.code }),
    facts: {
      blocked:
        failure.code === 'ECONNREFUSED'
          ? `nothing listens on ${address}`
          : `${address} cannot be reached (${failure.code})`,
    },
    verdict,
  };
}
