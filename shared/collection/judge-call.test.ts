import { describe, expect, it } from 'vitest';
import { readCollection } from './read-collection.ts';
import { judgeCall } from './judge-call.ts';

const result = (value: unknown) => ({ kind: 'result' as const, result: value, durationMs: 1 });
const echo = { content: [{ type: 'text', text: 'Echo: hello' }] };

function call(expect?: unknown) {
  const read = readCollection(
    JSON.stringify({ name: 'c', calls: [{ name: 'a', tool: 'echo', ...(expect ? { expect } : {}) }] }),
  );
  return read.collection!.calls[0]!;
}

describe('judgeCall', () => {
  it('without an expectation, asks only that the call succeed', () => {
    expect(judgeCall(call(), result(echo))).toEqual({ met: true, reasons: [] });
    expect(judgeCall(call(), result({ content: [{ type: 'text', text: 'no such thing' }], isError: true }))).toEqual({
      met: false,
      reasons: ['The tool answered with isError: true: no such thing'],
    });
    expect(
      judgeCall(call(), { kind: 'error', code: -32602, codeName: 'Invalid params', message: 'bad', durationMs: 1 }),
    ).toEqual({ met: false, reasons: ['The server answered with error -32602 (Invalid params): bad'] });
  });

  it('matches a subset: the fields written, others allowed, a regex inside', () => {
    const matching = call({ match: { content: [{ text: { regex: '^Echo: hello$' } }] } });
    expect(judgeCall(matching, result(echo)).met).toBe(true);
    expect(judgeCall(matching, result({ content: [{ type: 'text', text: 'Echo: bye' }] }))).toEqual({
      met: false,
      reasons: ['result.content[0].text: expected text matching /^Echo: hello$/, got "Echo: bye"'],
    });
  });

  it('validates against a JSON Schema, naming the place', () => {
    const schema = call({ schema: { type: 'object', required: ['structuredContent'] } });
    expect(judgeCall(schema, result({ structuredContent: {} })).met).toBe(true);
    const verdict = judgeCall(schema, result(echo));
    expect(verdict.met).toBe(false);
    expect(verdict.reasons[0]).toMatch(/^The result does not match the schema: .*structuredContent/);
  });

  it('with error: true, a failure meets it and a success does not', () => {
    const failing = call({ error: true });
    expect(judgeCall(failing, { kind: 'error', code: -32601, message: 'nope', durationMs: 1 }).met).toBe(true);
    expect(judgeCall(failing, result(echo))).toEqual({
      met: false,
      reasons: ['Expected the call to fail, and it succeeded'],
    });
  });
});
