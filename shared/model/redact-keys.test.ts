import { describe, expect, it } from 'vitest';
import { redactKeys } from './redact-keys.ts';

describe('redactKeys', () => {
  it('blanks members named like keys at any depth, and leaves token counts alone', () => {
    expect(
      redactKeys({ model: 'm', max_tokens: 5, api_key: 'sk-1', nested: [{ Authorization: 'Bearer x', apiKey: 'k' }] }),
    ).toEqual({
      model: 'm',
      max_tokens: 5,
      api_key: '(hidden)',
      nested: [{ Authorization: '(hidden)', apiKey: '(hidden)' }],
    });
  });
});
