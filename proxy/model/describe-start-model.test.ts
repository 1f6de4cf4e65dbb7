import { expect, it } from 'vitest';
import { describeStartModel } from './describe-start-model.ts';

it('names the key by its variable, never by its value, and warns of one a header cannot carry', () => {
  const llm = { provider: 'openai-compatible' as const, baseUrl: 'http://127.0.0.1:11434/v1', models: ['llama3.2'] };
  const described = describeStartModel(llm, { MCP_LOUPE_LLM_API_KEY: 'sk-secret-value' });
  expect(described.line).toBe(
    'Model: openai-compatible at http://127.0.0.1:11434/v1; model llama3.2; key from $MCP_LOUPE_LLM_API_KEY',
  );
  expect(JSON.stringify(described)).not.toContain('sk-secret-value');
  const refused = describeStartModel({ ...llm, models: [] }, { MCP_LOUPE_LLM_API_KEY: 'sk-a\nb' });
  expect(refused.line).toContain('no key');
  expect(refused.line).toContain('none named yet');
  expect(refused.warnings).toEqual([
    '$MCP_LOUPE_LLM_API_KEY is not used: a key must be visible ASCII characters, with no spaces or line breaks',
  ]);
  expect(JSON.stringify(refused)).not.toContain('sk-a');
});
