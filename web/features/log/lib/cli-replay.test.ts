import { describe, expect, it } from 'vitest';
import { requestOptions } from './cli-replay.ts';

describe('requestOptions', () => {
  it('sends a tools/call by name and arguments, the page’s progress token left to the CLI', () => {
    const frame = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'where', arguments: { a: 1 }, _meta: { progressToken: 2 } } });
    expect(requestOptions(frame)).toEqual(['--method', 'tools/call', '--tool', 'where', '--args', '{"a":1}']);
  });

  it('sends any other frame raw, as written: other methods, other _meta, text that is not JSON', () => {
    for (const frame of [
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'where', _meta: { trace: 'x' } } }),
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'prompts/get', params: { name: 'p' } }),
      '{not json',
    ]) expect(requestOptions(frame)).toEqual(['--method', 'raw', '--json', frame]);
  });
});
