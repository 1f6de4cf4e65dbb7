import { Conversation } from '../model/conversation.ts';
import type { ConversationEntry, NoticeEntry, ToolCallEntry } from '../model/conversation-entry.ts';
import type { ModelAccess } from '../model/model-access.ts';
import type { ModelChoice } from '../model/model-choice.ts';
import { seconds } from '../model/provider-failure.ts';
import type { ToolCallSession } from '../tool-call/run-tool-call.ts';
import type { EvalCase } from './case-file.ts';
import type { RunTranscript, TranscriptCall, TranscriptError } from './run-transcript.ts';

/** The turn limit of a case that gives none: the conversation engine's own. */
export const DEFAULT_MAX_TURNS = 10;

export interface CaseRunSettings {
  session: ToolCallSession;
  access: ModelAccess;
  choice: ModelChoice;
  /** The server's tools as listed, once for every run. */
  tools: readonly unknown[];
  signal?: AbortSignal;
  now?: () => number;
  /**
   * How long the model may stay silent (no text, no call, no step) before the run is stopped: a provider that
   * hangs must not hang CI. Not counted while a tool call runs (the request's own timeout bounds it) or while
   * a 429's retry-after is honoured. No limit when absent.
   */
  silenceMs?: number;
  /** Given the run's conversation as it ended (the page opens a failed run's conversation from them). */
  onEntries?: (entries: readonly ConversationEntry[]) => void;
}

/**
 * One run of a case: a fresh conversation with the model over the session's
 * tools, the same engine as the Chat tab's, with every tool call approved
 * (there is no person to ask). A call the engine holds for its findings
 * (arguments against the tool's schema) runs too, as a host without such
 * checks would run it; one whose arguments are not a JSON object is denied,
 * the model told why. Resolves with what the run did; never rejects for a
 * fault of the provider or the server: those are the transcript's errors.
 */
export async function runCase(evalCase: EvalCase, settings: CaseRunSettings): Promise<RunTranscript> {
  const maxSteps = evalCase.maxTurns ?? DEFAULT_MAX_TURNS;
  const conversation = new Conversation({
    session: settings.session,
    choice: settings.choice,
    access: settings.access,
    tools: settings.tools,
    autoApprove: true,
    maxSteps,
    tag: `eval ${evalCase.name}`,
    // Nobody watches the text stream: each change is kept at once.
    schedule: (flush) => flush(),
    ...(evalCase.system !== undefined ? { systemPrompt: evalCase.system } : {}),
    ...(settings.now ? { now: settings.now } : {}),
  });
  let silent: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const watch = () => {
    clearTimeout(silent);
    const { status } = conversation.state.getSnapshot();
    if (
      settings.silenceMs === undefined ||
      status === 'idle' ||
      status === 'running-tool' ||
      status === 'waiting-retry'
    )
      return;
    silent = setTimeout(() => {
      timedOut = true;
      conversation.stop();
    }, settings.silenceMs);
  };
  const stopWatching = conversation.state.subscribe(watch);
  const stopHolding = conversation.state.subscribe(() => {
    for (const entry of conversation.state.getSnapshot().entries)
      if (entry.kind === 'tool-call' && entry.status === 'awaiting-approval') {
        if (entry.args) conversation.approve(entry.id);
        else conversation.deny(entry.id, 'its arguments are not a JSON object');
      }
  });
  const stop = () => conversation.stop();
  settings.signal?.addEventListener('abort', stop, { once: true });
  try {
    const earlier = evalCase.conversation.slice(0, -1);
    if (earlier.length)
      conversation.insertMessages(earlier.map((message) => ({ role: message.role, text: message.content })));
    await conversation.send(evalCase.conversation.at(-1)!.content);
  } finally {
    clearTimeout(silent);
    stopWatching();
    stopHolding();
    settings.signal?.removeEventListener('abort', stop);
  }
  const { entries } = conversation.state.getSnapshot();
  settings.onEntries?.(entries);
  const transcript = transcriptOf(entries, maxSteps);
  if (!timedOut) return transcript;
  // The engine says a stop is the person's; here it was the silence.
  const said = `No answer from the model for ${seconds(settings.silenceMs!)} (--timeout): the run was stopped`;
  const errors = transcript.errors.map((error) =>
    error.reason === 'stopped' ? { ...error, message: said, reason: 'timeout' } : error,
  );
  return { ...transcript, errors };
}

/**
 * What grading needs of a conversation's entries. Turns count the model's
 * own steps from 1 (answers given in the case's conversation are not its
 * turns).
 */
export function transcriptOf(entries: readonly ConversationEntry[], maxSteps: number): RunTranscript {
  const turnOfStep = new Map<number, number>();
  let turns = 0;
  let finalText = '';
  for (const entry of entries)
    if (entry.kind === 'model-step' && entry.finishReason !== 'inserted') {
      turnOfStep.set(entry.step, ++turns);
      finalText = entry.text;
    }
  const turnOf = (step: number | undefined) => (step === undefined ? undefined : turnOfStep.get(step));
  const calls = entries.flatMap((entry) =>
    entry.kind === 'tool-call' ? [callOf(entry, turnOf(entry.step) ?? 0)] : [],
  );
  const notices = entries.filter((entry): entry is NoticeEntry => entry.kind === 'notice');
  const errors = notices
    .filter((notice) => notice.level === 'error' || notice.reason === 'stopped')
    .map((notice): TranscriptError => {
      const turn = turnOf(notice.step);
      return { message: notice.message, reason: notice.reason, ...(turn !== undefined ? { turn } : {}) };
    });
  const limited = notices.some((notice) => notice.reason === 'turn-limit');
  return { calls, turns, finalText, errors, ...(limited ? { turnLimitReached: maxSteps } : {}) };
}

function callOf(entry: ToolCallEntry, turn: number): TranscriptCall {
  const parsed = entry.args ? { ok: true as const, value: entry.args } : parseJson(entry.argsText);
  const outcome: TranscriptCall['outcome'] =
    entry.status !== 'done'
      ? 'not-sent'
      : entry.outcome?.kind === 'result'
        ? isErrorResult(entry.outcome.result)
          ? 'tool-error'
          : 'ok'
        : 'failed';
  // An eval has no person: a call denied was denied by the eval itself (runCase), and is said so.
  const note =
    entry.status === 'denied'
      ? entry.note?.replace(/^Denied by the person(?:: )?/, 'Not run by the eval: ')
      : entry.note;
  const detail = note ?? (entry.outcome?.kind === 'error' ? entry.outcome.message : undefined);
  return {
    turn,
    tool: entry.toolName,
    arguments: parsed.ok ? parsed.value : undefined,
    ...(parsed.ok ? {} : { argumentsText: entry.argsText }),
    outcome,
    ...(detail !== undefined ? { detail } : {}),
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // A model that sends no arguments at all sends an empty string for some tools.
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isErrorResult(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { isError?: unknown }).isError === true;
}
