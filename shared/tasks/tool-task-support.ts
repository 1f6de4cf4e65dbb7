import { isRecord } from '../lib/guards.ts';

/** What a tool says of running as a task (`execution.taskSupport`); anything else reads as forbidden. */
export type ToolTaskSupport = 'required' | 'optional' | 'forbidden';

/** Read leniently from the tool as listed: a missing or odd value means a plain call, as the protocol's default says. */
export function toolTaskSupport(rawTool: unknown): ToolTaskSupport {
  const execution = isRecord(rawTool) ? rawTool['execution'] : undefined;
  const support = isRecord(execution) ? execution['taskSupport'] : undefined;
  return support === 'required' || support === 'optional' ? support : 'forbidden';
}
