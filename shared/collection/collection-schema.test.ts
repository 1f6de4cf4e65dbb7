import { readFileSync } from 'node:fs';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';
import { describe, expect, it } from 'vitest';
import { readCollection } from './read-collection.ts';
import { writeCollection } from './write-collection.ts';

/** The schema shipped for editors and the reader the page and the CLI use must say the same of a file. */
const schema = JSON.parse(readFileSync(new URL('../../docs/collection.schema.json', import.meta.url), 'utf8'));
const check = new CfWorkerJsonSchemaValidator({ shortcircuit: false }).getValidator(schema);

const GOOD = {
  $schema: './node_modules/mcp-loupe/docs/collection.schema.json',
  name: 'smoke',
  description: 'The everything server, once over',
  variables: { greeting: 'hello', n: 2 },
  calls: [
    {
      name: 'echo',
      tool: 'echo',
      arguments: { message: '{{greeting}}' },
      expect: { match: { content: [{ text: { regex: 'hello' } }] } },
    },
    { name: 'add', tool: 'get-sum', arguments: { a: '{{n}}', b: 3 }, expect: { schema: { type: 'object' } } },
    { name: 'prompt', prompt: 'args-prompt', arguments: { city: 'Paris' } },
    { name: 'read', resource: 'demo://x' },
    { name: 'raw', request: 'ping', params: {} },
    { name: 'fails', tool: 'nope', expect: { error: true } },
  ],
};

const BAD: Record<string, unknown> = {
  'no name': { calls: [] },
  'an unknown field': { name: 'x', calls: [], extra: 1 },
  'a call with two targets': { name: 'x', calls: [{ name: 'a', tool: 't', prompt: 'p' }] },
  'a call with none': { name: 'x', calls: [{ name: 'a' }] },
  'params on a tool': { name: 'x', calls: [{ name: 'a', tool: 't', params: {} }] },
  'arguments on a resource': { name: 'x', calls: [{ name: 'a', resource: 'r', arguments: {} }] },
  'an error expected with a match': {
    name: 'x',
    calls: [{ name: 'a', tool: 't', expect: { error: true, match: {} } }],
  },
  'an unknown expectation': { name: 'x', calls: [{ name: 'a', tool: 't', expect: { equals: 1 } }] },
  'a $schema that is not text': { $schema: 1, name: 'x', calls: [] },
  'a variable that is an object': { name: 'x', variables: { a: {} }, calls: [] },
};

describe('the collection schema and the reader', () => {
  it('both take a file of every kind of call', () => {
    expect(check(GOOD).valid).toBe(true);
    expect(readCollection(JSON.stringify(GOOD)).problems).toEqual([]);
  });

  it.each(Object.entries(BAD))('both refuse %s', (_, file) => {
    expect(check(file).valid).toBe(false);
    expect(readCollection(JSON.stringify(file)).problems.length).toBeGreaterThan(0);
  });

  it('writes back what it read, as the schema allows', () => {
    const read = readCollection(JSON.stringify(GOOD)).collection!;
    const written = writeCollection(read);
    expect(JSON.parse(written)).toEqual(GOOD);
    expect(check(JSON.parse(written)).valid).toBe(true);
  });
});
