import type { Finding } from '../diagnose/finding.ts';
import type { ServerOverview } from '../session/session-state.ts';

/** What the inspector, as the host, knows of the server that asked for a sample: what includeContext may add. */
export interface SamplingServerContext {
  /** The server's name (and version) from its serverInfo, to say whose context it is. */
  readonly name?: string;
  readonly instructions?: string;
  /** Where the instructions came from: `initialize` (the handshake era) or `server/discover` (2026-07-28). */
  readonly from: 'initialize' | 'server/discover';
}

/** The system prompt a sampling request is sent with, and what the inspector added to it. */
export interface IncludedContext {
  /** The request's system prompt, with the server's context after it when the request asked for it. */
  readonly system?: string;
  /** Exactly the text added to the request's system prompt; absent when nothing was. */
  readonly added?: string;
  /** What was included, or why nothing was (info, the inspector's doing as the host). */
  readonly findings: readonly Finding[];
}

/** The context a host has of the connected server (undefined before it is connected). */
export function samplingServerContext(server: ServerOverview | undefined): SamplingServerContext | undefined {
  if (server === undefined) return undefined;
  const name = server.info ? [server.info.name, server.info.version].filter(Boolean).join(' ') : undefined;
  const instructions = server.instructions?.trim() ? server.instructions : undefined;
  return {
    ...(name ? { name } : {}),
    ...(instructions !== undefined ? { instructions } : {}),
    from: server.era === 'modern' ? 'server/discover' : 'initialize',
  };
}

const pointer = '/params/includeContext';

/**
 * Acts on a sampling request's includeContext as a host connected to one
 * server would: `thisServer` and `allServers` (the same server here) add the
 * server's instructions to the system prompt; `none`, or no includeContext,
 * adds nothing and says nothing. What was added is returned as it is, so the
 * person sees the exact text the model was sent.
 */
export function includeServerContext(
  includeContext: string | undefined,
  systemPrompt: string | undefined,
  server: SamplingServerContext | undefined,
): IncludedContext {
  const as = (system: string | undefined) => (system ? { system } : {});
  if (includeContext === undefined || includeContext === 'none') return { ...as(systemPrompt), findings: [] };
  const say = (rule: 'sampling-context-added' | 'sampling-context-empty', message: string): Finding => ({
    rule,
    severity: 'info',
    pointer,
    source: 'MCP',
    message,
    cause: 'host',
  });
  const asked = `includeContext "${includeContext}"`;
  if (includeContext !== 'thisServer' && includeContext !== 'allServers')
    return {
      ...as(systemPrompt),
      findings: [
        say(
          'sampling-context-empty',
          `${asked} is not a value MCP defines (none, thisServer, allServers): nothing was added to the system prompt`,
        ),
      ],
    };
  const which =
    includeContext === 'allServers'
      ? `${asked}: this inspector is connected to one server, so all servers' context is this server's`
      : asked;
  const whose = server?.name ? `the server ${server.name}` : 'the server';
  if (server?.instructions === undefined)
    return {
      ...as(systemPrompt),
      findings: [
        say(
          'sampling-context-empty',
          server === undefined
            ? `${which}, but the inspector knows nothing of the server here: nothing was added to the system prompt`
            : `${which}, but ${whose} gave no instructions in its ${server.from} result: nothing was added to the system prompt`,
        ),
      ],
    };
  const added = `Context from ${whose} (its instructions):\n${server.instructions}`;
  return {
    system: systemPrompt ? `${systemPrompt}\n\n${added}` : added,
    added,
    findings: [
      say(
        'sampling-context-added',
        `${which}: the instructions of ${whose} (from its ${server.from} result, ${server.instructions.length} characters) were added to the system prompt sent to the model, as a host would`,
      ),
    ],
  };
}
