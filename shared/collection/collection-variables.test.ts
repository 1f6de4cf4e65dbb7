import { describe, expect, it } from 'vitest';
import type { Collection } from './collection.ts';
import { fillCall, resolveVariables, variablesUsed } from './collection-variables.ts';

const collection: Collection = {
  name: 'c',
  variables: { greeting: 'hello', count: 3 },
  calls: [
    { name: 'a', kind: 'tool', tool: 'echo', arguments: { message: '{{greeting}}, {{ who }}!', n: '{{count}}' } },
    { name: 'b', kind: 'resource', uri: 'demo://{{token}}' },
    { name: 'c', kind: 'request', method: 'ping', params: { list: ['{{who}}'] } },
  ],
};

describe('collection variables', () => {
  it('finds every placeholder, in arguments, uri and params', () => {
    expect(variablesUsed(collection.calls)).toEqual(['greeting', 'who', 'count', 'token']);
  });

  it('takes the person’s values first, then the file’s, and the environment only for what the file leaves out', () => {
    const resolved = resolveVariables(collection, {
      given: { who: 'Ada' },
      environment: { greeting: 'from env', token: 's3cret' },
    });
    expect(resolved.values).toEqual({ greeting: 'hello', who: 'Ada', count: 3, token: 's3cret' });
    expect(resolved.fromEnvironment).toEqual(['token']);
    expect(resolved.missing).toEqual([]);
  });

  it('names what no source gives', () => {
    expect(resolveVariables(collection, {}).missing).toEqual(['who', 'token']);
  });

  it('fills a lone placeholder with the value as it is and one inside text with its text', () => {
    const values = { greeting: 'hello', who: 'Ada', count: 3 };
    expect(fillCall(collection.calls[0]!, values)).toMatchObject({ arguments: { message: 'hello, Ada!', n: 3 } });
    expect(fillCall(collection.calls[1]!, { token: 't' })).toMatchObject({ uri: 'demo://t' });
    expect(fillCall(collection.calls[2]!, values)).toMatchObject({ params: { list: ['Ada'] } });
    // Nothing given: left as written, never an empty string.
    expect(fillCall(collection.calls[1]!, {})).toMatchObject({ uri: 'demo://{{token}}' });
  });
});
