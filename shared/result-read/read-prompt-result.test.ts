import { describe, expect, it } from 'vitest';
import { readPromptResult } from './read-prompt-result.ts';

const said = (view: { findings: ReadonlyArray<{ message: string }> }) =>
  view.findings.map((finding) => finding.message);

describe('readPromptResult', () => {
  it('reads messages of every content type', () => {
    const view = readPromptResult({
      description: 'A greeting',
      messages: [
        { role: 'user', content: { type: 'text', text: 'Hi' } },
        { role: 'assistant', content: { type: 'image', data: 'AAAA', mimeType: 'image/png' } },
        { role: 'user', content: { type: 'resource', resource: { uri: 'a', text: 'x' } } },
      ],
    });
    expect(view.description).toBe('A greeting');
    expect(view.findings).toEqual([]);
    expect(view.messages.map((message) => [message.role, message.blocks[0]?.kind])).toEqual([
      ['user', 'text'],
      ['assistant', 'image'],
      ['user', 'resource'],
    ]);
  });

  it('keeps messages whose content is missing, null or unknown', () => {
    const view = readPromptResult({
      messages: [{ role: 'user' }, { role: 'user', content: null }, { role: 'user', content: { type: 'hologram' } }],
    });
    expect(view.messages.map((message) => message.blocks[0])).toMatchObject([
      { kind: 'unknown', raw: undefined, finding: { message: 'The message has no content' } },
      { kind: 'unknown', raw: null, finding: { message: 'The content is null' } },
      {
        kind: 'unknown',
        raw: { type: 'hologram' },
        finding: { message: 'Unknown content type "hologram"', pointer: '/result/messages/2/content/type' },
      },
    ]);
    expect(said(view)).toEqual(['messages[0]: "content" is missing', 'messages[1]: "content" is null']);
  });

  it('notes odd roles, array content and messages that are not objects', () => {
    const view = readPromptResult({
      messages: [
        {
          role: 'system',
          content: [
            { type: 'text', text: 'a' },
            { type: 'text', text: 'b' },
          ],
        },
        { content: { type: 'text', text: 'c' } },
        'hi',
        { role: 5, content: { type: 'text', text: 'd' } },
      ],
    });
    expect(view.messages.map((message) => message.role)).toEqual(['system', '(no role)', '(not an object)', '5']);
    expect(view.messages[0]!.blocks).toHaveLength(2);
    expect(view.findings.map((finding) => finding.pointer)).toEqual([
      '/result/messages/0/role',
      '/result/messages/0/content',
      '/result/messages/1/role',
      '/result/messages/2',
      '/result/messages/3/role',
    ]);
    expect(said(view)).toEqual([
      'messages[0]: role "system" is neither user nor assistant',
      'messages[0]: "content" is an array; a prompt message holds one content block',
      'messages[1]: "role" is missing',
      'messages[2] is not an object',
      'messages[3]: "role" is not a string',
    ]);
  });

  it('notes a result without messages, or not an object', () => {
    expect(said(readPromptResult({}))).toEqual(['The result has no "messages" array']);
    const odd = readPromptResult({ messages: 'hello', description: 3 });
    expect(odd.description).toBe('3');
    expect(said(odd)).toEqual(['"messages" is not an array', '"description" is not a string']);
    expect(readPromptResult(42)).toMatchObject({ notAnObject: { value: 42 } });
  });
});
