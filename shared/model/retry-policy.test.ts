import { describe, expect, it } from 'vitest';
import { retryVerdict } from './retry-policy.ts';

const limited = (retryAfterMs?: number) => ({
  reason: 'rate-limited' as const,
  status: 429,
  message: 'The provider is rate limiting (429)',
  ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
});

describe('retryVerdict', () => {
  it('waits once as a 429 asks', () => {
    expect(retryVerdict(limited(2000), undefined, 60_000)).toEqual({
      waitMs: 2000,
      notice: {
        level: 'warning',
        reason: 'rate-limited',
        status: 429,
        retryAfterMs: 2000,
        message: 'The provider is rate limiting (429): waiting, then asking once more.',
      },
    });
  });

  it('does not wait a second time, nor longer than its limit, nor without a retry-after', () => {
    expect(retryVerdict(limited(2000), 2000, 60_000).waitMs).toBeUndefined();
    const long = retryVerdict(limited(3_600_000), undefined, 60_000);
    expect(long.waitMs).toBeUndefined();
    expect(long.notice.message).toContain('longer than the 60 s waited here');
    expect(retryVerdict(limited(), undefined, 60_000)).toMatchObject({ notice: { level: 'error' } });
  });

  it('ends the turn on any other failure, saying what to do and that the conversation is kept', () => {
    expect(
      retryVerdict({ reason: 'unauthorized', status: 401, message: 'Refused' }, undefined, 60_000).notice.message,
    ).toBe('Refused. Fix it, then Retry; the conversation is kept.');
    expect(
      retryVerdict({ reason: 'provider-unreachable', message: 'Cannot reach the provider' }, undefined, 60_000),
    ).toEqual({
      notice: {
        level: 'error',
        reason: 'provider-unreachable',
        message: 'Cannot reach the provider. Retry or send again; the conversation is kept.',
      },
    });
  });
});
