import { appFinding } from '../../shared/apps/app-finding.ts';
import { appViewFacts } from '../../shared/apps/app-view-facts.ts';
import { isAppResource } from '../../shared/apps/tool-app.ts';
import { mergeFindings, type Finding } from '../../shared/diagnose/finding.ts';
import type { JsonRpcId } from '../../shared/jsonrpc/classify.ts';
import { shownResultFindings } from '../../shared/result-read/shown-findings.ts';
import { flaggedResultFindings, type CallOutcome } from '../../shared/session/call-outcome.ts';
import { listAllPages, type ListedItems } from '../../shared/session/list-all.ts';
import { listFailedFinding } from '../../shared/session/list-failed.ts';
import type { McpSession } from '../../shared/session/mcp-session.ts';
import type { RawSendResult } from '../../shared/session/raw-send.ts';
import type { RequestProgress } from '../../shared/session/send-request.ts';
import { entryFindings, listSkills } from '../../shared/skills-listing/list-skills.ts';
import { listingPageFindings, readSkillEntries } from '../../shared/skills/skill-entry.ts';
import { runToolCall, toolCallSession } from '../../shared/tool-call/run-tool-call.ts';
import type { CliMethod, MethodRequest } from './cli-options.ts';

/** What the answer's own judgement found (its frames', its result's), and the request it answered. */
interface Judged {
  findings?: readonly Finding[];
  requestId?: JsonRpcId;
}

/**
 * What became of `--method`: a result (as received, or gathered from every
 * page of a list), an error, or a raw frame's answers. A result's
 * `resultFindings` are what is wrong with the answer itself, as the page
 * lists them beside it; the report's "problems" are their text.
 */
export type MethodAnswer =
  | ({ kind: 'result'; result: unknown; resultFindings: Finding[]; durationMs: number; pages?: number } & Judged)
  | ({
      kind: 'error';
      code?: number;
      codeName?: string;
      message: string;
      data?: unknown;
      timedOut?: boolean;
      durationMs: number;
    } & Judged)
  | { kind: 'cancelled'; durationMs: number }
  | { kind: 'raw'; sent: RawSendResult };

/** The list methods and the member their items are under. */
export const LIST_KEYS: Partial<Record<CliMethod, string>> = {
  'tools/list': 'tools',
  'resources/list': 'resources',
  'resources/templates/list': 'resourceTemplates',
  'prompts/list': 'prompts',
};

/**
 * Runs one `--method` on a connected session. Never throws. A tools/call
 * asks for progress (a progressToken is sent) and reports each
 * notification to `onProgress` as it comes.
 */
export async function runMethod(
  session: McpSession,
  method: CliMethod,
  request: MethodRequest,
  signal?: AbortSignal,
  onProgress?: (progress: RequestProgress) => void,
): Promise<MethodAnswer> {
  const call = (name: string, params?: Record<string, unknown>) =>
    session.request(name, params, { signal }).then((outcome) => fromOutcome(outcome, name));
  const listKey = LIST_KEYS[method];
  if (listKey)
    return request.cursor !== undefined
      ? call(method, { cursor: request.cursor })
      : listEvery(session, method, listKey, signal);
  switch (method) {
    case 'initialize':
      return overview(session, signal);
    case 'tools/call':
      // The page's runner: the tool's outputSchema learnt from tools/list, a task followed to its result.
      return fromOutcome(
        (
          await runToolCall(
            toolCallSession(session),
            { name: request.tool, arguments: request.toolArguments ?? {}, tool: request.toolEntry },
            { signal, waitForTask: true, ...(onProgress ? { onProgress } : {}) },
          )
        ).outcome,
        method,
      );
    case 'resources/read':
      return withAppProblems(request.uri!, await call('resources/read', { uri: request.uri }));
    case 'prompts/get':
      return call('prompts/get', {
        name: request.prompt,
        ...(request.promptArguments && Object.keys(request.promptArguments).length
          ? { arguments: request.promptArguments }
          : {}),
      });
    case 'completion/complete': {
      const completion = request.completion!;
      const context = Object.keys(completion.context).length ? { context: { arguments: completion.context } } : {};
      return call('completion/complete', { ref: completion.ref, argument: completion.argument, ...context });
    }
    case 'ping':
      return call('ping');
    case 'logging/setLevel':
      return fromOutcome(await session.setLogLevel(request.level!), method);
    case 'skills/list':
      // Judged as the page's Skills tab judges it: each page's problems, and each entry's.
      if (request.cursor !== undefined)
        return withSkillProblems(session, await call(method, { cursor: request.cursor }));
      return listEvery(session, method, 'skills', signal, async (page) => {
        const listed = await listSkills(page, session.state.getSnapshot().server?.protocolVersion);
        return { ...listed, resultFindings: [...listed.resultFindings, ...entryFindings(listed.entries)] };
      });
    case 'raw':
      return { kind: 'raw', sent: await session.sendRaw(request.frame, signal) };
    default:
      return { kind: 'error', message: `mcp-loupe cannot run ${method}`, durationMs: 0 };
  }
}

/** One page of `skills/list` (`--cursor`), with its own and its entries' problems. */
function withSkillProblems(session: McpSession, answer: MethodAnswer): MethodAnswer {
  if (answer.kind !== 'result') return answer;
  const skills = (answer.result as { skills?: unknown } | undefined)?.skills;
  const page = listingPageFindings(answer.result, session.state.getSnapshot().server?.protocolVersion);
  const entries = entryFindings(readSkillEntries(Array.isArray(skills) ? skills : []));
  return { ...answer, resultFindings: [...answer.resultFindings, ...page, ...entries] };
}

/** A read of an app's view (a `ui://` URI, or content of the app type), with what the MCP Apps extension asks otherwise (of the content, its `_meta.ui`, its CSP) among the answer's problems. */
function withAppProblems(uri: string, answer: MethodAnswer): MethodAnswer {
  if (answer.kind !== 'result') return answer;
  const contents = (answer.result as { contents?: unknown } | undefined)?.contents;
  if (!uri.startsWith('ui://') && !(Array.isArray(contents) && contents.some(isAppResource))) return answer;
  const reading = appViewFacts(uri, answer.result);
  return {
    ...answer,
    resultFindings: [
      ...answer.resultFindings,
      ...(reading.ok ? reading.facts.findings : [appFinding('app-view-resource', '/result/contents', reading.error)]),
    ],
  };
}

/** An outcome as `--method` reports it; a result's findings are what the page lists (`shownResultFindings`). */
function fromOutcome(outcome: CallOutcome, method: string): MethodAnswer {
  if (outcome.kind === 'cancelled') return outcome;
  const judged = {
    ...(outcome.findings?.length ? { findings: outcome.findings } : {}),
    ...(outcome.requestId !== undefined ? { requestId: outcome.requestId } : {}),
  };
  if (outcome.kind === 'result')
    return {
      kind: 'result',
      result: outcome.result,
      resultFindings: shownResultFindings(method, outcome.result, flaggedResultFindings(outcome)),
      ...judged,
      durationMs: outcome.durationMs,
    };
  const { code, codeName, message, data, timedOut, durationMs } = outcome;
  return {
    kind: 'error',
    ...(code !== undefined ? { code } : {}),
    ...(codeName ? { codeName } : {}),
    message,
    ...(data !== undefined ? { data } : {}),
    ...(timedOut ? { timedOut } : {}),
    ...judged,
    durationMs,
  };
}

/** Every page of a list, its items gathered under the list's own member (by `gather`, plain paging unless told); a page that fails is the answer. */
async function listEvery(
  session: McpSession,
  method: string,
  key: string,
  signal?: AbortSignal,
  gather: (page: (params: { cursor: string } | undefined) => Promise<CallOutcome>) => Promise<ListedItems<unknown>> = (
    page,
  ) => listAllPages(page, key),
): Promise<MethodAnswer> {
  const started = Date.now();
  let failed: CallOutcome | undefined;
  try {
    const listed = await gather(async (params) => {
      const outcome = await session.request(method, params, { signal });
      if (outcome.kind !== 'result') failed = outcome;
      return outcome;
    });
    const judged = {
      ...(listed.findings.length ? { findings: listed.findings } : {}),
      ...(listed.lastRequestId !== undefined ? { requestId: listed.lastRequestId } : {}),
    };
    return {
      kind: 'result',
      result: { [key]: listed.items },
      resultFindings: listed.resultFindings,
      ...judged,
      pages: listed.pages,
      durationMs: Date.now() - started,
    };
  } catch (error) {
    return failed
      ? fromOutcome(failed, method)
      : {
          kind: 'error',
          message: error instanceof Error ? error.message : String(error),
          durationMs: Date.now() - started,
        };
  }
}

/**
 * The server as the page's overview shows it: who it is, the revision
 * spoken, its capabilities and instructions, and how many tools, resources,
 * templates and prompts it lists (each list it declares, every page).
 */
async function overview(session: McpSession, signal?: AbortSignal): Promise<MethodAnswer> {
  const started = Date.now();
  const server = session.state.getSnapshot().server;
  const revision = server?.protocolVersion;
  const capabilities = (server?.capabilities ?? {}) as Record<string, unknown>;
  const counts: Record<string, number | null> = {};
  const resultFindings: Finding[] = [];
  let findings: Finding[] = [];
  const lists: Array<[string, string, string]> = [
    ['tools', 'tools/list', 'tools'],
    ['resources', 'resources/list', 'resources'],
    ['resources', 'resources/templates/list', 'resourceTemplates'],
    ['prompts', 'prompts/list', 'prompts'],
  ];
  for (const [capability, method, key] of lists) {
    if (capabilities[capability] === undefined) continue;
    const answer = await listEvery(session, method, key, signal);
    if (answer.kind === 'cancelled') return answer;
    counts[key] = answer.kind === 'result' ? ((answer.result as Record<string, unknown[]>)[key]?.length ?? 0) : null;
    if (answer.kind === 'result')
      resultFindings.push(...answer.resultFindings.map((finding) => named(method, finding)));
    if (answer.kind === 'result' || answer.kind === 'error') findings = mergeFindings(findings, answer.findings);
    if (answer.kind === 'error')
      resultFindings.push(
        listFailedFinding(
          `${method}: ${answer.code !== undefined ? `${answer.code} ` : ''}${answer.message}`,
          revision,
        ),
      );
  }
  const result = {
    serverInfo: server?.info,
    protocolVersion: server?.protocolVersion,
    era: server?.era,
    ...(server?.discovery !== undefined ? { discovery: server.discovery } : {}),
    capabilities: server?.capabilities,
    ...(server?.instructions !== undefined ? { instructions: server.instructions } : {}),
    counts,
  };
  return {
    kind: 'result',
    result,
    resultFindings,
    ...(findings.length ? { findings } : {}),
    durationMs: Date.now() - started,
  };
}

/** A finding of one of the overview's lists, its message naming the list. */
function named(method: string, finding: Finding): Finding {
  return { ...finding, message: `${method}: ${finding.message}` };
}
