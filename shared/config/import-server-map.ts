import type { Finding } from '../diagnose/finding.ts';
import { pointer } from '../lib/json-pointer.ts';
import type { ConnectTarget } from '../session/connect-target.ts';
import { configFinding } from './config-finding.ts';
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

/**
 * Every entry of an `mcpServers` or `servers` map, in the file's order; `at`
 * points at the map in the file (`/mcpServers`), `single` when the file is
 * one entry itself.
 */
export function importServerMap(
  servers: Record<string, unknown>,
  inputs: readonly ConfigInput[] = [],
  at: string | { single: true } = '',
): ImportedServer[] {
  return Object.entries(servers).map(([name, entry]) => {
    const place = typeof at === 'string' ? at + pointer(name) : '';
    const read = readServerEntry(entry, place);
    if (!read.target)
      return {
        name,
        summary: '',
        problem: read.problem ?? 'Could not be read',
        findings: read.findings,
        placeholders: [],
      };
    return {
      name,
      target: read.target,
      summary: describeTarget(read.target),
      findings: [...read.findings, ...bridgeFindings(read.target, place)],
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
function bridgeFindings(target: ConnectTarget, place: string): Finding[] {
  if (target.kind !== 'stdio') return [];
  const at = target.args.findIndex((arg) => /^mcp-remote(@|$)/.test(arg));
  const url = at === -1 ? undefined : target.args.slice(at + 1).find((arg) => /^https?:\/\//.test(arg));
  if (!url) return [];
  const message = `Runs mcp-remote, a bridge to ${url}: the inspector can also connect to that URL itself`;
  return [configFinding('config-runs-elsewhere', `${place}/args`, message)];
}
