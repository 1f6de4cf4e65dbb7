import { APICallError, LoadAPIKeyError } from 'ai';
import { describe, expect, it } from 'vitest';
import { ModelChoiceError } from './model-access.ts';
import type { ModelChoice } from './model-choice.ts';
import { describeProviderFailure, retryAfter } from './provider-failure.ts';

const choice: ModelChoice = { provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', model: 'llama3' };
const apiError = (statusCode: number | undefined, more: Partial<ConstructorParameters<typeof APICallError>[0]> = {}) =>
  new APICallError({
    message: 'failed',
    url: 'http://localhost:11434/v1/chat/completions',
    requestBodyValues: {},
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...more,
  });

describe('retryAfter', () => {
  it('reads retry-after-ms first, then retry-after as seconds or as a date', () => {
    expect(retryAfter({ 'retry-after-ms': '1500', 'retry-after': '9' })).toBe(1500);
    expect(retryAfter({ 'Retry-After': '2' })).toBe(2000);
    const now = () => Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfter({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(retryAfter({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfter(undefined)).toBeUndefined();
  });
});

describe('describeProviderFailure', () => {
  it('names a refused key with what the provider said', () => {
    const failure = describeProviderFailure(
      apiError(401, { responseBody: '{"error":{"message":"Invalid API key"}}' }),
      choice,
      choice.baseUrl,
    );
    expect(failure).toEqual({
      reason: 'unauthorized',
      status: 401,
      message:
        'The provider at http://localhost:11434/v1 refused the API key (401: Invalid API key); check the key for openai-compatible',
    });
  });

  it('names a provider that cannot be reached, with the network’s own words', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:11434'), { code: 'ECONNREFUSED' });
    const failure = describeProviderFailure(apiError(undefined, { cause }), choice, choice.baseUrl);
    expect(failure.reason).toBe('provider-unreachable');
    expect(failure.message).toBe(
      'Cannot reach the provider at http://localhost:11434/v1: connect ECONNREFUSED 127.0.0.1:11434',
    );
  });

  it('says a 429 without retry-after does not say how long to wait', () => {
    expect(describeProviderFailure(apiError(429), choice, undefined).message).toBe(
      'The provider is rate limiting (429), without saying how long to wait',
    );
  });

  it('names the choice’s own problem, a missing key, and any other answer', () => {
    expect(describeProviderFailure(new ModelChoiceError('Name the model'), choice, undefined)).toEqual({
      reason: 'model-choice',
      message: 'Name the model',
    });
    expect(
      describeProviderFailure(
        new LoadAPIKeyError({ message: 'missing' }),
        { provider: 'openai', model: 'gpt' },
        undefined,
      ),
    ).toMatchObject({ reason: 'no-key', message: expect.stringContaining('MCP_LOUPE_LLM_API_KEY or OPENAI_API_KEY') });
    expect(
      describeProviderFailure(apiError(404, { responseBody: 'model not found' }), choice, undefined),
    ).toMatchObject({
      reason: 'provider-error',
      status: 404,
      message: 'The provider answered 404: model not found; check the base URL and the model id (llama3)',
    });
  });
});
