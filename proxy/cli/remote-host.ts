import { isIP } from 'node:net';
import { addressKind } from '../doctor/address-kind.ts';
import type { CliTarget } from './cli-options.ts';

/** The host of a URL that is not this machine's, or undefined (a command is always this machine's). */
export function remoteHost(target: CliTarget): string | undefined {
  if (target.kind !== 'http') return undefined;
  const host = new URL(target.url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (isIP(host) && addressKind(host) === 'loopback') return undefined;
  return host;
}
