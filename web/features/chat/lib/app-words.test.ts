import { describe, expect, it } from 'vitest';
import { appContextText, appMessageText } from './app-words.ts';

describe('app words', () => {
  it('reads a ui/message as the text the person would have typed', () => {
    expect(appMessageText({ role: 'user', content: [{ type: 'text', text: 'hello from the view' }] })).toBe(
      'hello from the view',
    );
    expect(appMessageText({ role: 'user', content: { type: 'text', text: 'one block' } })).toBe('one block');
    expect(appMessageText({ role: 'user', content: [{ type: 'image', data: 'x' }] })).toBe('[image block]');
    expect(appMessageText(null)).toBe('');
  });

  it('reads a model-context update as text and structured content; an empty one clears it', () => {
    expect(appContextText({ content: [{ type: 'text', text: 'context v2' }] })).toBe('context v2');
    expect(appContextText({ structuredContent: { zoom: 3 } })).toBe('{"zoom":3}');
    expect(appContextText({ content: [] })).toBeUndefined();
  });
});
