import { describe, expect, it } from 'vitest';
import { problemLine, readCollection } from './read-collection.ts';

const GOOD = `{
  "name": "Everything smoke",
  "variables": { "greeting": "hello" },
  "calls": [
    { "name": "echo", "tool": "echo", "arguments": { "message": "{{greeting}}" }, "expect": { "match": { "content": [{ "text": { "regex": "hello" } }] } } },
    { "name": "prompt", "prompt": "simple-prompt" },
    { "name": "read", "resource": "demo://resource/static/document/architecture.md" },
    { "name": "ping", "request": "ping", "expect": { "schema": { "type": "object" } } }
  ]
}`;

describe('readCollection', () => {
  it('reads each kind of call, with its line in the file', () => {
    const read = readCollection(GOOD);
    expect(read.problems).toEqual([]);
    expect(read.collection?.calls.map((call) => [call.kind, call.name, call.line])).toEqual([
      ['tool', 'echo', 5],
      ['prompt', 'prompt', 6],
      ['resource', 'read', 7],
      ['request', 'ping', 8],
    ]);
    expect(read.collection?.variables).toEqual({ greeting: 'hello' });
    expect(read.collection?.calls[0]?.expect?.matcher?.kind).toBe('object');
  });

  it('says where JSON breaks, by line and column', () => {
    const read = readCollection('{\n  "name": "x",\n  "calls": [,]\n}');
    expect(read.collection).toBeUndefined();
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatchObject({ line: 3, pointer: '' });
    expect(read.problems[0]?.message).toMatch(/^Not valid JSON/);
  });

  it('finds every problem, each at its place, and refuses an unknown field rather than skip it', () => {
    const text = `{
  "name": "x",
  "calls": [
    { "name": "a", "tool": "echo", "expects": {} },
    { "name": "b", "tool": "echo", "prompt": "p" },
    { "name": "c", "resource": "r", "arguments": {} },
    { "name": "d", "tool": "echo", "expect": { "error": true, "match": {} } },
    { "name": "a", "request": "ping", "expect": { "match": { "x": { "regex": "(" } } } }
  ]
}`;
    const read = readCollection(text);
    expect(read.collection).toBeUndefined();
    expect(read.problems.map((problem) => problemLine('c.json', problem))).toEqual([
      'c.json:4:36: "expects" is not a field of a call (it has "name", "description", "tool", "prompt", "resource", "request", "arguments", "params", "expect")',
      'c.json:5:5: A call sends one thing: it has "tool" and "prompt"',
      'c.json:6:37: "arguments" goes with "tool" or "prompt"; a resource takes none',
      'c.json:7:48: "error": true expects a failure, which has no result for "schema" or "match" to check',
      expect.stringMatching(/^c\.json:8:69: The regex \/\(\/ does not compile/),
    ]);
  });

  it('names two calls of one name, and a variable that is not a value', () => {
    const read = readCollection(
      '{"name": "x", "variables": {"n": {"a": 1}, "1bad": "v"}, "calls": [{"name": "a", "request": "ping"}, {"name": "a", "request": "ping"}]}',
    );
    expect(read.problems.map((problem) => problem.message)).toEqual([
      'The variable "n" is text, a number or true/false, not an object',
      '"1bad" cannot be a variable\'s name: letters, digits and _, not first a digit',
      'Two calls are named "a": reports tell calls apart by name',
    ]);
  });

  it('says what a file that is not a collection is', () => {
    expect(readCollection('[]').problems[0]?.message).toBe(
      'A collection is a JSON object with "name" and "calls", not a list',
    );
    expect(readCollection('{"calls": []}').problems.map((problem) => problem.message)).toEqual(['"name" is missing']);
  });
});
