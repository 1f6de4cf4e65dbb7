import type { ConnectTarget } from './connect-target.ts';

/** The command as a person would type it, for messages. */
export function commandLine(target: ConnectTarget | undefined): string {
  if (!target) return 'The server';
  if (target.kind === 'http') return target.url;
  return `"${[target.command, ...target.args].join(' ')}"`;
}
