import { describe, expect, it } from 'vitest';
import {
  addCall,
  describeCollection,
  EMPTY_COLLECTION,
  removeCall,
  renameCall,
  requestFromMessage,
  setExpectation,
  setVariable,
} from './collection-edit.ts';

const echo = { kind: 'tool', tool: 'echo', arguments: { message: 'hi' } } as const;

describe('collection edits', () => {
  it('adds calls under names of their own', () => {
    let collection = addCall(EMPTY_COLLECTION, echo);
    collection = addCall(collection, echo);
    collection = addCall(collection, { kind: 'resource', uri: 'demo://a' });
    expect(collection.calls.map((call) => call.name)).toEqual(['echo', 'echo 2', 'demo://a']);
    expect(EMPTY_COLLECTION.calls).toEqual([]);
  });

  it('refuses a blank name or one taken', () => {
    const collection = addCall(addCall(EMPTY_COLLECTION, echo), echo);
    expect(renameCall(collection, 1, ' ')).toBeUndefined();
    expect(renameCall(collection, 1, 'echo')).toBeUndefined();
    expect(renameCall(collection, 1, ' greets ')?.calls[1]?.name).toBe('greets');
  });

  it('sets and clears an expectation, removes a call, and describes the collection', () => {
    let collection = addCall(EMPTY_COLLECTION, echo);
    collection = setExpectation(collection, 0, { error: true });
    expect(collection.calls[0]?.expect).toEqual({ error: true });
    expect(setExpectation(collection, 0, undefined).calls[0]).not.toHaveProperty('expect');
    expect(removeCall(collection, 0).calls).toEqual([]);
    expect(describeCollection(collection, { name: 'Smoke', description: 'once over' })).toMatchObject({
      name: 'Smoke',
      description: 'once over',
    });
    expect(describeCollection(collection, { description: '' })).not.toHaveProperty('description');
  });
});

describe('requestFromMessage', () => {
  it('takes one request, and says why not for anything else', () => {
    expect(requestFromMessage('{"jsonrpc":"2.0","id":"composer-1","method":"ping"}')).toEqual({
      call: { kind: 'request', method: 'ping' },
    });
    expect(requestFromMessage('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"cursor":"a"}}')).toEqual({
      call: { kind: 'request', method: 'tools/list', params: { cursor: 'a' } },
    });
    expect(requestFromMessage('{"jsonrpc":"2.0","method":"notifications/initialized"}')).toEqual({
      why: 'A notification has no answer to judge: a collection holds requests',
    });
    expect(requestFromMessage('[]')).toEqual({ why: 'A batch is many calls: add its requests one at a time' });
    expect(requestFromMessage('{')).toEqual({ why: 'The message is not valid JSON' });
  });
});

describe('setVariable', () => {
  it('keeps, changes and takes out a value the file holds; refuses a name that cannot be one', () => {
    const kept = setVariable(EMPTY_COLLECTION, 'greeting', 'hello')!;
    expect(kept.variables).toEqual({ greeting: 'hello' });
    expect(setVariable(kept, 'greeting', 'hi')?.variables).toEqual({ greeting: 'hi' });
    expect(setVariable(kept, 'greeting', undefined)?.variables).toEqual({});
    expect(setVariable(kept, '1st', 'x')).toBeUndefined();
  });
});
