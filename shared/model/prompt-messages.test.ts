import { describe, expect, it } from 'vitest';
import { promptMessages } from './prompt-messages.ts';

describe('promptMessages', () => {
  it('turns a prompt’s messages into text, naming what is not text', () => {
    expect(
      promptMessages({
        messages: [
          { role: 'user', content: { type: 'text', text: 'Review this:' } },
          { role: 'user', content: { type: 'resource', resource: { uri: 'file:///a.ts', text: 'let a = 1;' } } },
          { role: 'assistant', content: { type: 'image', data: 'AAAA', mimeType: 'image/png' } },
          'not a message',
        ],
      }),
    ).toEqual([
      { role: 'user', text: 'Review this:' },
      { role: 'user', text: '<resource uri="file:///a.ts">\nlet a = 1;\n</resource>' },
      { role: 'assistant', text: '[image image/png]' },
    ]);
    expect(promptMessages(undefined)).toEqual([]);
  });
});
