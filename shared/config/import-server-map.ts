import type { ConnectTarget } from '../session/connect-target.ts';
import type { ImportedServer, Placeholder } from './config-types.ts';
import { describeTarget } from './describe-target.ts';
import { findPlaceholders } from './placeholders.ts';
import { readServerEntry } from './read-entry.ts';
import { isSecretName } from './secret-names.ts';

/** A VS Code input (`inputs: [{ id, description, password }]`), which `${input:id}` refers to. */
export interface ConfigInput {
  id: string;
  description?: string;
  password?: boolean;
}

/** Every entry of an `mcpServers` or `servers` map, in the file's order. */
export function importServerMap(
  servers: Record<string, unknown>,
  inputs: readonly ConfigInput[] = [],
): ImportedServer[] {
  return Object.entries(servers).map(([name, entry]) => {
    const read = readServerEntry(entry);
    if (!read.target)
      return { name, summary: '', problem: read.problem ?? 'Could not be read', notes: read.notes, placeholders: [] };
    const notes = [...read.notes, ...bridgeNotes(read.target)];
    return {
      name,
      target: read.target,
      summary: describeTarget(read.target),
      notes,
      placeholders: describePlaceholders(findPlaceholders(read.target), inputs),
    };
  });
}

/** Adds what the file says about each placeholder: a VS Code input's description, and whether it is a secret. */
export function describePlaceholders(found: Placeholder[], inputs: readonly ConfigInput[]): Placeholder[] {
  return found.map((placeholder) => {
    const inputId = /^\$\{input:([^}]+)\}$/.exec(placeholder.text)?.[1];
    const input = inputId === undefined ? undefined : inputs.find((candidate) => candidate.id === inputId);
    const named = /^(?:env|header) (.+)$/.exec(placeholder.where);
    const secret =
      input?.password === true || (named ? isSecretName(named[1]!) : placeholder.where === 'OAuth client secret');
    return {
      ...placeholder,
      ...(input?.description ? { description: input.description } : {}),
      ...(secret ? { secret: true } : {}),
    };
  });
}

/** `npx mcp-remote https://…`: a stdio bridge to a server the inspector can reach itself. */
function bridgeNotes(target: ConnectTarget): string[] {
  if (target.kind !== 'stdio') return [];
  const at = target.args.findIndex((arg) => /^mcp-remote(@|$)/.test(arg));
  const url = at === -1 ? undefined : target.args.slice(at + 1).find((arg) => /^https?:\/\//.test(arg));
  return url ? [`Runs mcp-remote, a bridge to ${url}: the inspector can also connect to that URL itself`] : [];
}
