import { describe, expect, it } from 'vitest';
import { requestFailure } from './request-failure.ts';

describe('requestFailure', () => {
  it('names the server’s error with its code and name', () => {
    expect(
      requestFailure('prompts/get', {
        kind: 'error',
        code: -32602,
        codeName: 'Invalid params',
        message: 'Unknown prompt: nope',
        durationMs: 2,
      }),
    ).toBe('prompts/get failed with error -32602 (Invalid params): Unknown prompt: nope');
  });

  it('says a local failure as it is, and a cancel as a cancel', () => {
    expect(requestFailure('resources/read', { kind: 'error', message: 'Not connected', durationMs: 0 })).toBe(
      'resources/read failed: Not connected',
    );
    expect(requestFailure('resources/read', { kind: 'cancelled', durationMs: 5 })).toBe(
      'resources/read was cancelled before the server answered.',
    );
  });
});
