import type { ConversationCore } from './conversation-core.ts';
import type { ToolCallEntry } from './conversation-entry.ts';
import { choiceBaseUrl } from './model-choice.ts';
import { describeProviderFailure, type ProviderFailure } from './provider-failure.ts';
import { retryVerdict } from './retry-policy.ts';
import type { StepRunner } from './step-runner.ts';
import type { ToolCallRound } from './tool-call-round.ts';

/** A step the model finished: its number and the tool calls it made (none ends the turn). */
export interface SettledStep {
  step: number;
  calls: ToolCallEntry[];
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * One model step and what came of it. Faults end the turn with a notice
 * naming their cause (the provider's failure, a cut stream, Stop), except a
 * 429 whose retry-after is short enough: that is waited for once and the
 * step asked again. What the model said before a fault is kept in its entry.
 * Undefined when the turn ends here.
 */
export async function settledStep(
  core: ConversationCore,
  runner: StepRunner,
  round: ToolCallRound,
  signal: AbortSignal,
): Promise<SettledStep | undefined> {
  let waited: number | undefined;
  for (;;) {
    const { entry, result } = await runner.stream(signal);
    if (signal.aborted) {
      runner.finish(entry, result, 'stopped');
      // What the model said before Stop is kept for it too, so the next message follows on.
      if (result.text) core.messages.push({ role: 'assistant', content: result.text });
      core.stopped(entry.step);
      return undefined;
    }
    if (result.error !== undefined) {
      runner.finish(entry, result, 'failed');
      const { choice } = core.options;
      const failure = describeProviderFailure(result.error, choice, choiceBaseUrl(choice), core.now);
      if (!(await mayRetry(core, failure, waited, entry.step, signal))) return undefined;
      waited = failure.retryAfterMs;
      continue;
    }
    if (result.finishReason === undefined) {
      runner.finish(entry, result, 'failed');
      core.notice(
        'error',
        'stream-cut',
        "The model's answer ended before the provider said it was finished (the stream was cut); what arrived is kept. Send again to go on.",
        entry.step,
      );
      return undefined;
    }
    const calls = round.entries(entry, result);
    runner.finish(entry, result, 'done', calls);
    core.messages.push({
      role: 'assistant',
      content: [
        ...(result.text ? [{ type: 'text' as const, text: result.text }] : []),
        ...calls.map((call) => ({
          type: 'tool-call' as const,
          toolCallId: call.callId,
          toolName: call.toolName,
          input: call.args ?? call.argsText,
        })),
      ],
    });
    if (result.finishReason === 'length')
      core.notice(
        'warning',
        'output-limit',
        `The model stopped at its output limit (${result.usage?.outputTokens ?? 'unknown'} tokens): the answer is cut there.`,
        entry.step,
      );
    return { step: entry.step, calls };
  }
}

/** After a failed call: waits once as a 429's retry-after asks, or says why the turn ends. */
async function mayRetry(
  core: ConversationCore,
  failure: ProviderFailure,
  waited: number | undefined,
  step: number,
  signal: AbortSignal,
): Promise<boolean> {
  const { options, store } = core;
  const { waitMs, notice } = retryVerdict(failure, waited, options.maxRetryWaitMs ?? 60_000);
  const { level, reason, message, ...extra } = notice;
  core.notice(level, reason, message, step, extra);
  if (waitMs === undefined) return false;
  store.update({ status: 'waiting-retry' });
  await (options.sleep ?? defaultSleep)(waitMs, signal);
  return signal.aborted ? core.stopped(step) : true;
}
