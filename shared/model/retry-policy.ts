import type { NoticeEntry } from './conversation-entry.ts';
import { seconds, type ProviderFailure } from './provider-failure.ts';

/** What to do after a failed model call: wait and ask once more, or end the turn; either way, what to tell the person. */
export type RetryVerdict = {
  readonly waitMs?: number;
  readonly notice: Pick<NoticeEntry, 'level' | 'reason' | 'message' | 'status' | 'retryAfterMs'>;
};

/**
 * A 429 whose retry-after is given is honoured once, when the wait is no
 * longer than `maxWaitMs`; anything else ends the turn, the conversation
 * kept. `waited`: how long this step already waited, if it did.
 */
export function retryVerdict(failure: ProviderFailure, waited: number | undefined, maxWaitMs: number): RetryVerdict {
  const status = failure.status !== undefined ? { status: failure.status } : {};
  const retryAfterMs = failure.retryAfterMs;
  if (failure.reason !== 'rate-limited' || retryAfterMs === undefined)
    return {
      notice: {
        level: 'error',
        reason: failure.reason,
        message: `${failure.message}. ${nextStep(failure.reason)}`,
        ...status,
      },
    };
  const limited = (message: string): RetryVerdict => ({
    notice: { level: 'error', reason: 'rate-limited', message, ...status, retryAfterMs },
  });
  if (waited !== undefined)
    return limited(
      `${failure.message}. Already waited ${seconds(waited)} once as it asked; try again later (Retry), the conversation is kept.`,
    );
  if (retryAfterMs > maxWaitMs)
    return limited(
      `${failure.message}, longer than the ${seconds(maxWaitMs)} waited here; try again later (Retry), the conversation is kept.`,
    );
  return {
    waitMs: retryAfterMs,
    notice: {
      level: 'warning',
      reason: 'rate-limited',
      message: `${failure.message}: waiting, then asking once more.`,
      ...status,
      retryAfterMs,
    },
  };
}

/** What the person can do after a failure, by its cause: fix the setting first, or simply try again. */
function nextStep(reason: ProviderFailure['reason']): string {
  return reason === 'unauthorized' || reason === 'no-key' || reason === 'model-choice'
    ? 'Fix it, then Retry; the conversation is kept.'
    : 'Retry or send again; the conversation is kept.';
}
