import { describe, expect, it } from 'vitest';
import { deltaJoiner, joinTextDeltas } from './joined-text-deltas.ts';

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
const anthropic = (text: string) =>
  `event: content_block_delta\ndata: ${JSON.stringify({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } })}\n\n`;

/** The text deltas a reader of the events gets, in order (what the provider library would add up). */
const texts = (stream: string) =>
  stream
    .split('\n\n')
    .filter((event) => event.includes('data: {'))
    .map((event) => JSON.parse(event.slice(event.indexOf('data: ') + 6)))
    .map((value) => value.choices?.[0]?.delta?.content ?? value.delta?.text);

describe('joinTextDeltas', () => {
  it('joins a run of text deltas into one event carrying the text whole, escapes and all', () => {
    const pieces = ['The', ' "quoted"', ' back\\slash', '\n\nnew ', 'paragraph é 😀'];
    const joined = joinTextDeltas(pieces.map((text) => chunk({ content: text })).join(''), ['content']);
    expect(joined.split('\n\n').length - 1).toBe(1);
    expect(texts(joined)).toEqual([pieces.join('')]);
    expect(joined).toBe(chunk({ content: pieces.join('') }));
  });

  it('leaves apart events that differ in anything besides the text, and every other event as it came', () => {
    const stream = [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'a' }),
      chunk({ content: 'b' }),
      chunk({ content: 'c' }, { created: 2 }),
      chunk({ content: 'd' }, { created: 2 }),
      chunk({}, { finish_reason: 'stop' }),
      `data: ${JSON.stringify({ id: 'c1', choices: [], usage: { prompt_tokens: 1, completion_tokens: 4 } })}\n\n`,
      'data: [DONE]\n\n',
    ].join('');
    const joined = joinTextDeltas(stream, ['content']);
    expect(texts(joined)).toEqual(['', 'ab', 'cd', undefined, undefined]);
    expect(joined).toContain('"usage":{"prompt_tokens":1,"completion_tokens":4}');
    expect(joined.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('joins only under the keys given, and an event line or id must be the same too', () => {
    const two = chunk({ content: 'a' }) + chunk({ content: 'b' });
    expect(joinTextDeltas(two, ['text'])).toBe(two);
    const withIds = `id: 1\n${chunk({ content: 'a' })}id: 2\n${chunk({ content: 'b' })}`;
    expect(joinTextDeltas(withIds, ['content'])).toBe(withIds);
    const events = anthropic('Hello') + anthropic(', world');
    expect(joinTextDeltas(events, ['text'])).toBe(anthropic('Hello, world'));
  });

  it('leaves an event of several data lines as it came', () => {
    const split = 'data: {"delta":{"content":"a"}\ndata: }\n\n';
    expect(joinTextDeltas(split + split, ['content'])).toBe(split + split);
  });
});

describe('deltaJoiner', () => {
  it('answers whole events only, joined, and keeps the event a read ended in the middle of', () => {
    const stream = chunk({ content: 'é1' }) + chunk({ content: 'é2' }) + chunk({ content: 'é3' });
    const bytes = new TextEncoder().encode(stream);
    // Cut inside the second event, in the middle of its two-byte é.
    const cut = new TextEncoder().encode(chunk({ content: 'é1' })).byteLength + 60;
    const joiner = deltaJoiner(['content']);
    const first = new TextDecoder().decode(joiner.push(bytes.subarray(0, cut)));
    const second = new TextDecoder().decode(joiner.push(bytes.subarray(cut)));
    expect(first).toBe(chunk({ content: 'é1' }));
    expect(second).toBe(chunk({ content: 'é2é3' }));
    expect(joiner.end().byteLength).toBe(0);
  });

  it('hands on an unfinished last event as it came at the end', () => {
    const joiner = deltaJoiner(['content']);
    expect(joiner.push(new TextEncoder().encode('data: {"con')).byteLength).toBe(0);
    expect(new TextDecoder().decode(joiner.end())).toBe('data: {"con');
  });

  it('passes a stream with carriage returns on as it came', () => {
    const joiner = deltaJoiner(['content']);
    const crlf = chunk({ content: 'a' }).replaceAll('\n', '\r\n').repeat(2);
    expect(new TextDecoder().decode(joiner.push(new TextEncoder().encode(crlf)))).toBe(crlf);
  });
});
