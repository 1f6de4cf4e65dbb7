import type { ConnectTarget } from '../session/connect-target.ts';
import { joinShellWords } from './shell-words.ts';

const transportWords = { auto: 'URL', 'streamable-http': 'Streamable HTTP', sse: 'SSE' } as const;

/** What a target runs or reaches, on one line: the command line as it would run, or the transport and URL. */
export function describeTarget(target: ConnectTarget): string {
  if (target.kind === 'stdio') return joinShellWords([target.command, ...target.args]);
  return `${transportWords[target.transport]} ${target.url}`;
}
