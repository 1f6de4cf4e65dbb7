import { describe, expect, it } from 'vitest';
import { ArgsError, parseCliArgs } from './args.ts';
import { parseCliModeArgs } from './cli-args.ts';

const inspector = (argv: string[]) => parseCliArgs(argv, {});
const cli = (argv: string[]) => parseCliModeArgs([...argv, '--', 'node', 'server.js'], {});

describe.each([
  ['the inspector', inspector],
  ['--cli', cli],
])('model options on %s', (_, parse) => {
  it('reads a provider, its base URL and several models', () => {
    const options = parse([
      '--llm-provider',
      'openai-compatible',
      '--llm-base-url=http://127.0.0.1:11434/v1',
      '--llm-model',
      'llama3.2',
      '--llm-model',
      'qwen2.5:7b',
    ]);
    expect(options.llm).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      models: ['llama3.2', 'qwen2.5:7b'],
    });
  });

  it('gives OpenAI and Anthropic their own API, and takes a base URL alone for an OpenAI-compatible server', () => {
    expect(parse(['--llm-provider', 'anthropic', '--llm-model', 'claude-x']).llm?.baseUrl).toBe(
      'https://api.anthropic.com/v1',
    );
    expect(parse(['--llm-provider', 'openai']).llm).toEqual({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      models: [],
    });
    expect(parse(['--llm-base-url', 'http://localhost:1234/v1']).llm?.provider).toBe('openai-compatible');
    expect(parse([]).llm).toBeUndefined();
  });

  it.each([
    [['--llm-provider', 'gemini'], /expected openai-compatible, anthropic, openai/],
    [['--llm-provider', 'openai-compatible'], /needs --llm-base-url/],
    [['--llm-model', 'gpt-x'], /--llm-model needs --llm-provider/],
    [['--llm-base-url', 'file:///etc/passwd'], /only http: and https:/],
    [['--llm-base-url', 'http://user:pw@127.0.0.1/v1'], /user name or password/],
    [['--llm-base-url', 'http://127.0.0.1/v1?key=sk-secret'], /query or a fragment/],
    [['--llm-model', ''], /needs a model id/],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(message);
  });

  it.each(['--llm-api-key', '--llm-key', '--api-key'])('refuses %s and never repeats the key', (flag) => {
    for (const argv of [[flag, 'sk-very-secret-value'], [`${flag}=sk-very-secret-value`]]) {
      let error: unknown;
      try {
        parse(['--llm-provider', 'openai', ...argv]);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ArgsError);
      expect((error as Error).message).toMatch(/visible to other users in `ps`.*\$MCP_LOUPE_LLM_API_KEY/);
      expect((error as Error).message).not.toContain('sk-very-secret-value');
    }
  });
});

it('--llm-model may be given twice on --cli, where other options may not', () => {
  expect(() => cli(['--llm-provider', 'openai', '--llm-provider', 'openai'])).toThrow(/given twice/);
  expect(cli(['--llm-provider', 'openai', '--llm-model', 'a', '--llm-model', 'b']).llm?.models).toEqual(['a', 'b']);
});
