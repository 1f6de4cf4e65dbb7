import { describe, expect, it } from 'vitest';
import { readPrompt as readPromptFound, readPrompts as readPromptsFound } from './prompt-item.ts';
import type { Finding } from '../diagnose/finding.ts';

// The readers say what is wrong as findings; these tests read their sentences, as the page shows them.
const worded = <T extends { findings: Finding[] }>({ findings, ...rest }: T) => ({
  ...rest,
  problems: findings.map((finding) => finding.message),
});
const readPrompt = (...args: Parameters<typeof readPromptFound>) => worded(readPromptFound(...args));
const readPrompts = (...args: Parameters<typeof readPromptsFound>) => readPromptsFound(...args).map(worded);

describe('readPrompt', () => {
  it('reads a well-formed prompt and its arguments', () => {
    const raw = {
      name: 'greet',
      title: 'Greeting',
      description: 'Says hi',
      arguments: [{ name: 'who', description: 'Whom', required: true }, { name: 'tone' }],
    };
    expect(readPrompt(raw)).toEqual({
      name: 'greet',
      rawName: 'greet',
      title: 'Greeting',
      description: 'Says hi',
      arguments: [
        { name: 'who', description: 'Whom', required: true },
        { name: 'tone', required: false },
      ],
      problems: [],
      raw,
    });
  });

  it('shows wrong-typed fields as JSON and names the problem', () => {
    const prompt = readPrompt({ name: { id: 1 }, description: ['a', 'b'] });
    expect(prompt).toMatchObject({ name: '{"id":1}', rawName: { id: 1 }, description: '["a","b"]' });
    expect(prompt.problems).toEqual(['"name" is an object, not a string', '"description" is an array, not a string']);
  });

  it('keeps a prompt without a name', () => {
    expect(readPrompt({ description: 'x' })).toMatchObject({ name: '(no name)', problems: ['"name" is missing'] });
  });

  it('reads broken arguments as far as it can', () => {
    const prompt = readPrompt({
      name: 'p',
      arguments: [{ name: 'a', required: 'yes' }, 'b', { description: 'no name' }, { name: 'a' }],
    });
    expect(prompt.arguments).toEqual([
      { name: 'a', required: false },
      { name: '(argument 3)', description: 'no name', required: false },
      { name: 'a', required: false },
    ]);
    expect(prompt.problems).toEqual([
      'arguments[0]: "required" is a string, not a boolean',
      'arguments[1] is a string ("b"), not an object',
      'arguments[2]: "name" is missing',
      'two arguments are named "a"',
    ]);
    expect(readPrompt({ name: 'p', arguments: { a: 1 } })).toMatchObject({
      arguments: [],
      problems: ['"arguments" is an object, not an array'],
    });
  });

  it('keeps an entry that is not an object', () => {
    expect(readPrompt(7)).toMatchObject({
      name: '(not an object)',
      arguments: [],
      problems: ['the entry is a number (7), not an object'],
    });
  });
});

describe('readPrompts', () => {
  it('keys each prompt', () => {
    expect(readPrompts([{ name: 'a' }, {}, { name: 'a' }]).map((prompt) => prompt.key)).toEqual(['id:a', '#1', '#2']);
  });
});
