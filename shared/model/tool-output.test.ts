import { describe, expect, it } from 'vitest';
import { MAX_TOOL_OUTPUT_CHARS, toolOutputForModel } from './tool-output.ts';

describe('toolOutputForModel', () => {
  it('gives the model the text of the content, naming other blocks', () => {
    const output = toolOutputForModel({
      kind: 'result',
      result: {
        content: [
          { type: 'text', text: 'one' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
          { type: 'resource_link', uri: 'file:///a', name: 'a' },
        ],
      },
      durationMs: 1,
    });
    expect(output).toEqual({ type: 'text', value: 'one\n[image image/png]\n[resource link file:///a (a)]' });
  });

  it('sends structuredContent when there is no text, errors as error text, and clips a huge result', () => {
    expect(
      toolOutputForModel({ kind: 'result', result: { content: [], structuredContent: { t: 1 } }, durationMs: 1 }),
    ).toEqual({ type: 'text', value: '{"t":1}' });
    expect(
      toolOutputForModel({
        kind: 'result',
        result: { content: [{ type: 'text', text: 'bad' }], isError: true },
        durationMs: 1,
      }),
    ).toEqual({ type: 'error-text', value: 'bad' });
    expect(toolOutputForModel({ kind: 'error', code: -32602, message: 'Invalid params', durationMs: 1 })).toEqual({
      type: 'error-text',
      value: 'Error -32602: Invalid params',
    });
    const huge = toolOutputForModel({
      kind: 'result',
      result: { content: [{ type: 'text', text: 'x'.repeat(MAX_TOOL_OUTPUT_CHARS + 5) }] },
      durationMs: 1,
    });
    expect(huge.type === 'text' && huge.value.endsWith('[… 5 more characters not sent to the model]')).toBe(true);
  });
});
