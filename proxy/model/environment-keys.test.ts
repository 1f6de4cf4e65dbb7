import { describe, expect, it } from 'vitest';
import { environmentKeyFor, environmentKeys } from './environment-keys.ts';

describe('environmentKeys', () => {
  it('binds mcp-loupe’s own variable to the start’s origin, and the providers’ variables to their own APIs only', () => {
    const { keys } = environmentKeys(
      { MCP_LOUPE_LLM_API_KEY: 'own', OPENAI_API_KEY: 'oa', ANTHROPIC_API_KEY: 'an' },
      { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1' },
    );
    expect(keys.map(({ variable, origin }) => [variable, origin])).toEqual([
      ['MCP_LOUPE_LLM_API_KEY', 'http://127.0.0.1:11434'],
      ['OPENAI_API_KEY', 'https://api.openai.com'],
      ['ANTHROPIC_API_KEY', 'https://api.anthropic.com'],
    ]);
    // A page that moves the model elsewhere gets none of them there.
    expect(environmentKeyFor(keys, 'openai', new URL('http://evil.example/v1'))).toBeUndefined();
    expect(environmentKeyFor(keys, 'openai', new URL('https://api.openai.com/v1'))?.value).toBe('oa');
  });

  it('takes the provider’s usual variable for the start when mcp-loupe’s own is not set', () => {
    const { keys } = environmentKeys(
      { ANTHROPIC_API_KEY: ' an\n' },
      { provider: 'anthropic', baseUrl: 'http://127.0.0.1:8080/v1' },
    );
    expect(keys.map(({ variable, origin, value }) => [variable, origin, value])).toEqual([
      ['ANTHROPIC_API_KEY', 'http://127.0.0.1:8080', 'an'],
      ['ANTHROPIC_API_KEY', 'https://api.anthropic.com', 'an'],
    ]);
  });

  it('binds Google’s variable to the Gemini API’s origin, and to the start’s when google is the provider', () => {
    const { keys } = environmentKeys(
      { GOOGLE_GENERATIVE_AI_API_KEY: 'AIza-g' },
      { provider: 'google', baseUrl: 'http://127.0.0.1:9090/v1beta' },
    );
    expect(keys.map(({ variable, origin, provider }) => [variable, origin, provider])).toEqual([
      ['GOOGLE_GENERATIVE_AI_API_KEY', 'http://127.0.0.1:9090', 'google'],
      ['GOOGLE_GENERATIVE_AI_API_KEY', 'https://generativelanguage.googleapis.com', 'google'],
    ]);
    expect(
      environmentKeyFor(keys, 'openai', new URL('https://generativelanguage.googleapis.com/v1beta')),
    ).toBeUndefined();
  });

  it('leaves out a value a header cannot carry, naming its variable only', () => {
    const result = environmentKeys({ OPENAI_API_KEY: 'sk-a\r\nX: y' }, undefined);
    expect(result).toEqual({ keys: [], refused: ['OPENAI_API_KEY'] });
  });
});
