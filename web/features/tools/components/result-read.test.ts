import { describe, expect, it } from 'vitest';
import { readContentBlock, readToolResult } from './result-read.ts';

describe('readContentBlock', () => {
  it('reads each protocol content type', () => {
    expect(readContentBlock({ type: 'text', text: 'hi', annotations: { priority: 1 } })).toEqual({ kind: 'text', text: 'hi', annotations: { priority: 1 } });
    expect(readContentBlock({ type: 'image', data: 'AAAA', mimeType: 'image/png' })).toEqual({ kind: 'image', data: 'AAAA', mimeType: 'image/png' });
    expect(readContentBlock({ type: 'audio', data: 'AAAA', mimeType: 'audio/wav' })).toMatchObject({ kind: 'audio' });
    expect(readContentBlock({ type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'x' } })).toEqual({
      kind: 'resource',
      uri: 'file:///a.txt',
      mimeType: 'text/plain',
      text: 'x',
    });
    expect(readContentBlock({ type: 'resource', resource: { uri: 'mem://b', blob: 'AAAA' } })).toEqual({ kind: 'resource', uri: 'mem://b', blob: 'AAAA' });
    expect(readContentBlock({ type: 'resource_link', uri: 'test://1', name: 'one', description: 'd', mimeType: 'text/plain', size: 3 })).toEqual({
      kind: 'resource_link',
      uri: 'test://1',
      name: 'one',
      description: 'd',
      mimeType: 'text/plain',
      size: 3,
    });
  });

  it('keeps unknown or malformed blocks, with a note', () => {
    expect(readContentBlock({ type: 'video', url: 'x' })).toEqual({ kind: 'unknown', raw: { type: 'video', url: 'x' }, problem: 'Unknown content type "video"' });
    expect(readContentBlock({ type: 'text', text: 5 })).toMatchObject({ kind: 'unknown', problem: 'Text block without a "text" string' });
    expect(readContentBlock({ type: 'image', mimeType: 'image/png' })).toMatchObject({ kind: 'unknown' });
    expect(readContentBlock({ type: 'resource', resource: {} })).toMatchObject({ kind: 'unknown' });
    expect(readContentBlock({ type: 'resource_link' })).toMatchObject({ kind: 'unknown' });
    expect(readContentBlock('text')).toMatchObject({ kind: 'unknown', problem: 'Content block is not an object' });
    expect(readContentBlock({ text: 'x' })).toMatchObject({ kind: 'unknown', problem: 'Content block without a "type"' });
  });

  it('guesses a mime type when the server left it out', () => {
    expect(readContentBlock({ type: 'image', data: 'AAAA' })).toMatchObject({ mimeType: 'image/png' });
  });
});

describe('readToolResult', () => {
  it('reads a normal result', () => {
    const view = readToolResult({ content: [{ type: 'text', text: 'ok' }], structuredContent: { temp: 20 }, _meta: { a: 1 } });
    expect(view).toEqual({
      content: [{ kind: 'text', text: 'ok' }],
      isError: false,
      structuredContent: { value: { temp: 20 } },
      otherFields: { _meta: { a: 1 } },
      notes: [],
    });
  });

  it('reads isError', () => {
    expect(readToolResult({ content: [], isError: true }).isError).toBe(true);
    expect(readToolResult({ content: [], isError: 'yes' })).toMatchObject({ isError: false, notes: ['"isError" is not a boolean'] });
  });

  it('keeps a structuredContent of null', () => {
    expect(readToolResult({ content: [], structuredContent: null }).structuredContent).toEqual({ value: null });
  });

  it('notes a missing or mistyped content, and a result that is not an object', () => {
    expect(readToolResult({}).notes).toEqual(['The result has no "content" array']);
    expect(readToolResult({ toolResult: 1 })).toMatchObject({ notes: [], otherFields: { toolResult: 1 } });
    expect(readToolResult({ content: 'text' })).toMatchObject({ notes: ['"content" is not an array'], content: [{ kind: 'unknown', raw: 'text' }] });
    expect(readToolResult([1, 2])).toMatchObject({ notAnObject: { value: [1, 2] }, notes: ['The result is not a JSON object'] });
    expect(readToolResult(null)).toMatchObject({ notAnObject: { value: null } });
  });
});
