import type { ConnectTarget } from './connect-target.ts';
import { targetFacts } from './target-kinds.ts';

/** The command as a person would type it, for messages. */
export function commandLine(target: ConnectTarget | undefined): string {
  return target ? targetFacts(target).commandLine : 'The server';
}
