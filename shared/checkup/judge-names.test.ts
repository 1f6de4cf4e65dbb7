import { describe, expect, it } from 'vitest';
import { judgePromptNames, judgeResourceNames, judgeToolNames } from './judge-names.ts';

describe('tool names', () => {
  it('passes names within the 2025-11-25 rules', () => {
    expect(judgeToolNames([{ name: 'get_weather' }, { name: 'admin.tools-list' }], '2025-11-25')).toMatchObject({
      result: 'pass',
      summary: '2 tools, each named by the rules',
    });
  });

  it('warns of the 2025-11-25 advice (length and characters), and only on that revision and later', () => {
    const tools = [{ name: 'bad name!' }, { name: 'x'.repeat(129) }];
    const judged = judgeToolNames(tools, '2025-11-25');
    expect(judged.result).toBe('warning');
    expect(judged.summary).toContain('tool "bad name!": contains " ", "!"');
    expect(judged.summary).toContain('129 characters long');
    expect(judgeToolNames(tools, '2025-06-18').result).toBe('pass');
  });

  it('fails a missing, empty or repeated name', () => {
    expect(judgeToolNames([{ description: 'nameless' }], '2025-11-25')).toMatchObject({
      result: 'fail',
      summary: 'tool 1 has no "name"',
    });
    expect(judgeToolNames([{ name: 42 }], '2025-11-25').summary).toContain('"name" 42, not a string');
    expect(judgeToolNames([{ name: '' }], '2025-06-18').summary).toContain('empty "name"');
    expect(judgeToolNames([{ name: 'echo' }, { name: 'echo' }], '2025-06-18')).toMatchObject({
      result: 'fail',
      summary: 'more than one tool is named "echo"',
    });
  });

  it('has nothing to judge without tools', () => {
    expect(judgeToolNames([], '2025-11-25').result).toBe('not-applicable');
  });
});

describe('prompt and resource names', () => {
  it('fails a prompt without a name, or two of one name', () => {
    expect(judgePromptNames([{ name: 'a' }, { name: 'b' }]).result).toBe('pass');
    expect(judgePromptNames([{}]).result).toBe('fail');
    expect(judgePromptNames([{ name: 'a' }, { name: 'a' }]).summary).toContain('more than one prompt is named "a"');
  });

  it('asks a resource for an absolute uri and a name, a template for its uriTemplate and name', () => {
    expect(
      judgeResourceNames([{ uri: 'file:///a.txt', name: 'a' }], [{ uriTemplate: 'file:///{path}', name: 'files' }])
        .result,
    ).toBe('pass');
    expect(judgeResourceNames([{ uri: 'a.txt', name: 'a' }], []).summary).toContain('"a.txt" is not an absolute URI');
    expect(judgeResourceNames([{ uri: 'file:///a.txt' }], []).summary).toBe('resource 1 has no "name"');
    expect(judgeResourceNames([], [{ name: 'files' }]).summary).toBe('resource template 1 has no "uriTemplate"');
    expect(
      judgeResourceNames(
        [
          { uri: 'file:///a', name: 'a' },
          { uri: 'file:///a', name: 'b' },
        ],
        [],
      ).result,
    ).toBe('warning');
    expect(judgeResourceNames([], []).result).toBe('not-applicable');
  });
});
