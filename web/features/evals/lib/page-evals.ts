import type { CaseFile } from '../../../../shared/evals/case-file.ts';
import type { EvalRun } from '../../../../shared/evals/eval-results.ts';
import { type EvalOutcome, runEvals } from '../../../../shared/evals/run-evals.ts';
import type { ConversationEntry } from '../../../../shared/model/conversation-entry.ts';
import type { ModelChoice } from '../../../../shared/model/model-choice.ts';
import type { McpSession } from '../../../../shared/session/mcp-session.ts';
import { toolCallSession } from '../../../../shared/tool-call/run-tool-call.ts';
import type { ConfiguredModel } from '../../../lib/model-settings.ts';
import { relayedModelAccess } from '../../../lib/relayed-model-access.ts';

// The eval runner, the conversation engine and the AI SDK: loaded when the person first presses Run.

/** A run as the page keeps it: graded as the command line grades it, with its conversation to open. */
export interface PageEvalRun {
  readonly run: EvalRun;
  readonly entries: readonly ConversationEntry[];
}

export interface PageEvalOptions {
  session: McpSession;
  fileName: string;
  file: CaseFile;
  models: readonly ModelChoice[];
  judgeModel?: ModelChoice;
  runs: number;
  minPassRate: number;
  configured: () => readonly ConfiguredModel[];
  signal: AbortSignal;
  onRun: (run: PageEvalRun, done: number, total: number) => void;
}

/**
 * Runs a case file in the page as `mcp-loupe --cli eval` runs it: the same
 * runner (shared/evals), the same grading, over this page's session (so
 * every tool call is in the Log) and the models the proxy relays.
 */
export async function runPageEvals(options: PageEvalOptions): Promise<EvalOutcome> {
  const { session, signal } = options;
  const tools = (await session.listAll<unknown>('tools/list', 'tools', { signal })).items;
  return runEvals(
    {
      fileName: options.fileName,
      cases: options.file.cases,
      models: options.models,
      ...(options.judgeModel ? { judgeModel: options.judgeModel } : {}),
      runs: options.runs,
      minPassRate: options.minPassRate,
    },
    {
      session: toolCallSession(session),
      access: relayedModelAccess(options.configured),
      tools,
      signal,
      now: () => performance.now(),
      onRun: (run, done, total, entries) => options.onRun({ run, entries }, done, total),
    },
  );
}
