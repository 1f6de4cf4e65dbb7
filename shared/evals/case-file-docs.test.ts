import { readFileSync } from 'node:fs';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkCaseFile } from './check-case-file.ts';
import { parseCaseFile } from './parse-case-file.ts';

/**
 * The shipped JSON Schema (for editors) and the reader (for the CLI) must
 * say the same of a file: both take every example of the docs, and both
 * refuse each of the files below. The schema is checked by the full JSON
 * Schema validator the session uses for outputSchema, as an editor would.
 */
const schema = JSON.parse(readFileSync(new URL('./case-file.schema.json', import.meta.url), 'utf8'));
const docs = readFileSync(new URL('./case-file.md', import.meta.url), 'utf8');
const check = new CfWorkerJsonSchemaValidator({ shortcircuit: false }).getValidator(schema);

const examples = [...docs.matchAll(/```(json|yaml)\n([\s\S]*?)```/g)].map(([, kind, text]) => ({
  kind: kind as 'json' | 'yaml',
  text: text!,
}));

const MINIMAL =
  '{"cases": [{"name": "echoes", "prompt": "Please echo something.", "expect": {"calls": [{"tool": "echo"}]}}]}';

describe('the case file docs', () => {
  it('have examples in JSON and in YAML, the minimal form among them as written', () => {
    expect(examples.filter((example) => example.kind === 'json').length).toBeGreaterThanOrEqual(2);
    expect(examples.filter((example) => example.kind === 'yaml').length).toBeGreaterThanOrEqual(4);
    expect(examples.map((example) => example.text.trim())).toContain(MINIMAL);
  });

  it.each(examples.map((example, i) => [i + 1, example] as const))('example %i: the reader takes it', (_, example) => {
    const parsed = parseCaseFile(example.text, `example.${example.kind}`);
    expect(parsed.findings).toEqual([]);
    expect(parsed.file?.cases.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example, i) => [i + 1, example] as const))('example %i: the schema takes it', (_, example) => {
    const value = example.kind === 'json' ? JSON.parse(example.text) : parseYaml(example.text);
    expect(check(value)).toMatchObject({ valid: true });
  });
});

/** Files the format refuses; each is refused by both, for the reason named. */
const refused: ReadonlyArray<readonly [string, unknown]> = [
  ['not an object', []],
  ['no cases', {}],
  ['an empty list of cases', { cases: [] }],
  ['an unknown top-level field', { cases: [{ name: 'a', prompt: 'p', maxTurns: 2 }], case: [] }],
  ['a case without a name', { cases: [{ prompt: 'p', maxTurns: 2 }] }],
  ['a case with an empty name', { cases: [{ name: '', prompt: 'p', maxTurns: 2 }] }],
  ['a case without prompt or conversation', { cases: [{ name: 'a', maxTurns: 2 }] }],
  [
    'both prompt and conversation',
    { cases: [{ name: 'a', prompt: 'p', conversation: [{ role: 'user', content: 'c' }], maxTurns: 2 }] },
  ],
  ['a case that checks nothing', { cases: [{ name: 'a', prompt: 'p' }] }],
  ['a case whose expect is empty', { cases: [{ name: 'a', prompt: 'p', expect: {} }] }],
  ['a misspelt notCalled', { cases: [{ name: 'a', prompt: 'p', expect: { notcalled: ['x'] } }] }],
  ['a call without a tool', { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ arguments: {} }] } }] }],
  [
    'a call with an unknown field',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', args: {} }] } }] },
  ],
  [
    'arguments that are not an object',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', arguments: [] }] } }] },
  ],
  [
    'a match that is neither',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', match: 'all' }] } }] },
  ],
  [
    'a regex that is not text',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', arguments: { m: { regex: 1 } } }] } }] },
  ],
  [
    'regex flags that do not exist',
    {
      cases: [
        { name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', arguments: { m: { regex: 'x', flags: 'q' } } }] } },
      ],
    },
  ],
  [
    'a schema matcher that is no schema',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', arguments: { m: { schema: 3 } } }] } }] },
  ],
  [
    'a nested bad matcher',
    {
      cases: [
        { name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', arguments: { m: { n: [{ regex: false }] } } }] } },
      ],
    },
  ],
  [
    'an argumentsSchema that is not an object',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', argumentsSchema: 'object' }] } }] },
  ],
  ['notCalled not a list', { cases: [{ name: 'a', prompt: 'p', expect: { notCalled: 'x' } }] }],
  ['notCalled with an empty name', { cases: [{ name: 'a', prompt: 'p', expect: { notCalled: [''] } }] }],
  ['maxTurns of 0', { cases: [{ name: 'a', prompt: 'p', maxTurns: 0 }] }],
  ['maxTurns not whole', { cases: [{ name: 'a', prompt: 'p', maxTurns: 1.5 }] }],
  ['runs as text', { runs: '3', cases: [{ name: 'a', prompt: 'p', maxTurns: 2 }] }],
  [
    'a message with a role of its own',
    { cases: [{ name: 'a', conversation: [{ role: 'system', content: 'c' }], maxTurns: 2 }] },
  ],
  ['an empty conversation', { cases: [{ name: 'a', conversation: [], maxTurns: 2 }] }],
  ['a judge without a rubric', { cases: [{ name: 'a', prompt: 'p', judge: {} }] }],
  ['a judge that is a number', { cases: [{ name: 'a', prompt: 'p', judge: 3 }] }],
  [
    'a model with an unknown provider',
    { models: [{ model: 'm', provider: 'azure' }], cases: [{ name: 'a', prompt: 'p', maxTurns: 2 }] },
  ],
  [
    'a model with a base URL that is no URL',
    { models: [{ model: 'm', baseUrl: 'localhost:1' }], cases: [{ name: 'a', prompt: 'p', maxTurns: 2 }] },
  ],
  [
    'a model with a key in the file',
    { models: [{ model: 'm', apiKey: 'sk-1' }], cases: [{ name: 'a', prompt: 'p', maxTurns: 2 }] },
  ],
  ['text that is a number', { cases: [{ name: 'a', prompt: 'p', expect: { text: 3 } }] }],
];

/** What the reader alone can see (the schema has no words for them); refused by the reader, documented in the schema. */
const readerOnly: ReadonlyArray<readonly [string, unknown]> = [
  [
    'two cases of one name',
    {
      cases: [
        { name: 'a', prompt: 'p', maxTurns: 2 },
        { name: 'a', prompt: 'q', maxTurns: 2 },
      ],
    },
  ],
  [
    'a regex that does not compile',
    { cases: [{ name: 'a', prompt: 'p', expect: { calls: [{ tool: 't', arguments: { m: { regex: '(' } } }] } }] },
  ],
  [
    'a conversation that ends with the assistant',
    { cases: [{ name: 'a', conversation: [{ role: 'assistant', content: 'c' }], maxTurns: 2 }] },
  ],
];

describe('the schema and the reader agree on what is refused', () => {
  it.each(refused)('%s', (_, value) => {
    expect(checkCaseFile(value).problems).not.toEqual([]);
    expect(check(value).valid).toBe(false);
  });

  it.each(readerOnly)('%s: the reader refuses it', (_, value) => {
    expect(checkCaseFile(value).problems).not.toEqual([]);
  });

  it('and on what is taken, matchers of every kind included', () => {
    const value = {
      $schema: './case-file.schema.json',
      runs: 2,
      maxTurns: 3,
      system: 'Be brief.',
      models: [
        'm',
        { model: 'n', provider: 'anthropic' },
        { model: 'o', provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:1/v1' },
      ],
      judgeModel: 'j',
      cases: [
        {
          name: 'a',
          prompt: 'p',
          expect: {
            calls: [
              'echo',
              {
                tool: 'add',
                match: 'exact',
                arguments: { a: 1, b: { schema: { type: 'number' } }, c: { equals: { regex: 5 } } },
              },
              { tool: 'grep', arguments: { regex: 'x', flags: 'not a flag field but an argument' } },
              { tool: 't', argumentsSchema: { type: 'object' }, arguments: { list: [1, { regex: '^a' }] } },
            ],
            notCalled: ['rm'],
            text: { regex: 'done', flags: 'i' },
          },
          judge: { rubric: 'r' },
        },
      ],
    };
    expect(checkCaseFile(value).problems).toEqual([]);
    expect(check(value)).toMatchObject({ valid: true });
  });
});
