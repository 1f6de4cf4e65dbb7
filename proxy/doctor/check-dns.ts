import { isIP } from 'node:net';
import { describeFailure, errorCode, errorMessage } from '../relay/describe-failure.ts';
import { ADDRESS_KIND_WORDS, addressKind } from './address-kind.ts';
import { notRun, outcome, type CheckInput, type CheckOutcome } from './doctor-check.ts';

/** Check 2: the host name resolves; which addresses, and whether they are this machine's or a private network's. */
export async function checkDns({ env, facts }: CheckInput): Promise<CheckOutcome> {
  const url = facts.url;
  if (!url || facts.blocked) return notRun('dns', facts);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) {
    const address = { address: host, family: isIP(host) };
    const kind = addressKind(host);
    return {
      check: outcome('dns', 'pass', `${host} is an address: nothing to look up (${ADDRESS_KIND_WORDS[kind]}).`, {
        addresses: [{ ...address, kind }],
      }),
      facts: { addresses: [address] },
    };
  }
  try {
    const addresses = await withTimeout(env.lookup(host), env.connectTimeoutMs);
    if (addresses.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    const listed = addresses.map(({ address, family }) => ({ address, family, kind: addressKind(address) }));
    const first = listed[0]!;
    const others = listed.length > 1 ? ` and ${listed.length - 1} more` : '';
    return {
      check: outcome(
        'dns',
        'pass',
        `${host} resolves to ${first.address}${others} (${ADDRESS_KIND_WORDS[first.kind]}).`,
        { host, addresses: listed },
      ),
      facts: { addresses },
    };
  } catch (error) {
    const failure = describeFailure({ code: errorCode(error), message: errorMessage(error), url });
    return {
      check: outcome('dns', 'fail', failure.hint, { host, code: failure.code, message: failure.message }),
      facts: { blocked: `the name ${host} does not resolve` },
      verdict: failure.hint,
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`No answer from DNS within ${ms / 1000} s`), { code: 'EAI_AGAIN' })),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
