import { describe, expect, it } from 'vitest';
import { readTool as readToolFound, readTools as readToolsFound, toolNameFindings, toolTitle } from './tool-item.ts';
import type { Finding } from '../diagnose/finding.ts';

// The readers say what is wrong as findings; these tests read their sentences, as the page shows them.
const worded = <T extends { findings: Finding[] }>({ findings, ...rest }: T) => ({
  ...rest,
  problems: findings.map((finding) => finding.message),
});
const readTool = (...args: Parameters<typeof readToolFound>) => worded(readToolFound(...args));
const readTools = (...args: Parameters<typeof readToolsFound>) => readToolsFound(...args).map(worded);
const toolNameAdvice = (name: string) => toolNameFindings(name).map((finding) => finding.message);

describe('the findings of readTool', () => {
  it('name each rule and its place in the entry', () => {
    const { findings } = readToolFound({ name: 'a b', title: 6, annotations: { readOnlyHint: 'yes' } });
    expect(findings.map(({ rule, severity, pointer }) => [rule, severity, pointer])).toEqual([
      ['tool-name-advice', 'warning', '/name'],
      ['member-wrong-type', 'error', '/title'],
      ['member-missing', 'error', '/inputSchema'],
      ['member-wrong-type', 'error', '/annotations/readOnlyHint'],
    ]);
  });
});

describe('readTool', () => {
  it('reads a well-formed tool without problems', () => {
    const raw = {
      name: 'echo',
      title: 'Echo',
      description: 'Echoes',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
    };
    expect(readTool(raw)).toEqual({
      name: 'echo',
      rawName: 'echo',
      title: 'Echo',
      description: 'Echoes',
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true },
      problems: [],
      raw,
    });
  });

  it('shows a description that is an object as its JSON', () => {
    const tool = readTool({ name: 'greet', description: { en: 'Says hello' }, inputSchema: { type: 'object' } });
    expect(tool.description).toBe('{"en":"Says hello"}');
    expect(tool.problems).toEqual(['"description" is an object, not a string']);
  });

  it('keeps a tool without a usable name, flagged', () => {
    expect(readTool({ inputSchema: {} })).toMatchObject({
      name: '(no name)',
      rawName: undefined,
      problems: ['"name" is missing'],
    });
    expect(readTool({ name: ['a'], inputSchema: {} })).toMatchObject({
      name: '["a"]',
      rawName: ['a'],
      problems: ['"name" is an array, not a string'],
    });
    expect(readTool({ name: 5, title: 6, inputSchema: {} }).problems).toEqual([
      '"name" is a number, not a string',
      '"title" is a number, not a string',
    ]);
  });

  it('notes a missing or mistyped inputSchema and keeps it for the form', () => {
    expect(readTool({ name: 'a' }).problems).toEqual(['"inputSchema" is missing']);
    expect(readTool({ name: 'a', inputSchema: 'object' })).toMatchObject({
      inputSchema: 'object',
      problems: ['"inputSchema" is a string, not an object'],
    });
  });

  it('reads annotations leniently', () => {
    expect(readTool({ name: 'a', inputSchema: {}, annotations: 'read-only' })).toMatchObject({
      problems: ['"annotations" is a string, not an object'],
    });
    expect(readTool({ name: 'a', inputSchema: {}, annotations: 'read-only' }).annotations).toBeUndefined();
    expect(readTool({ name: 'a', inputSchema: {}, annotations: { title: {}, readOnlyHint: 'yes' } }).problems).toEqual([
      '"annotations.title" is an object, not a string',
      '"annotations.readOnlyHint" is a string, not a boolean',
    ]);
  });

  it('keeps an entry that is not an object at all', () => {
    expect(readTool(null)).toMatchObject({
      name: '(not an object)',
      problems: ['the entry is null (null), not an object'],
      raw: null,
    });
    expect(readTool('echo')).toMatchObject({ problems: ['the entry is a string ("echo"), not an object'] });
  });
});

describe('readTools', () => {
  it('gives each entry a distinct key, repeated names included', () => {
    const tools = readTools([{ name: 'a', inputSchema: {} }, { name: 'a', inputSchema: {} }, { inputSchema: {} }, 3]);
    expect(tools.map((tool) => tool.key)).toEqual(['id:a', '#1', '#2', '#3']);
    expect(tools[1]!.problems).toEqual(['another item has the same name "a"']);
  });
});

describe('toolTitle', () => {
  it('prefers title, then a string annotations.title', () => {
    expect(toolTitle({ title: 'T', annotations: { title: 'A' } })).toBe('T');
    expect(toolTitle({ annotations: { title: 'A' } })).toBe('A');
    expect(toolTitle({ annotations: { title: 1 } })).toBeUndefined();
  });
});

describe('toolNameAdvice', () => {
  it('flags names that are empty, too long, or use characters outside A-Z a-z 0-9 _ - .', () => {
    expect(toolNameAdvice('get_weather.v2-beta')).toEqual([]);
    expect(toolNameAdvice('')).toEqual(['"name" is empty']);
    expect(toolNameAdvice('x'.repeat(129))).toEqual(['"name" is 129 characters long; names should be at most 128']);
    expect(toolNameAdvice('send mail/now')).toEqual([
      '"name" contains " ", "/"; names should use only letters, digits, "_", "-" and "."',
    ]);
  });

  it('is part of what readTool reports', () => {
    expect(readTool({ name: 'a b', inputSchema: { type: 'object' } }).problems).toEqual([
      '"name" contains " "; names should use only letters, digits, "_", "-" and "."',
    ]);
  });

  it('on 2026-07-28, names an invalid x-mcp-header as a problem of the tool; before, x-mcp-header means nothing', () => {
    const raw = {
      name: 'rank',
      inputSchema: { type: 'object', properties: { score: { type: 'number', 'x-mcp-header': 'Score' } } },
    };
    expect(readTool(raw, '2026-07-28').problems).toEqual([
      'inputSchema property score: x-mcp-header is only allowed on a property of type string, integer or boolean (not number); this one is number: a 2026-07-28 client leaves this tool out, so Run sends nothing over HTTP',
    ]);
    expect(readTool(raw, '2025-11-25').problems).toEqual([]);
    expect(readTool(raw).problems).toEqual([]);
  });
});
