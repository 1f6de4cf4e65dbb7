import { describe, expect, it } from 'vitest';
import { readBrowserMessage } from './browser-message.ts';

describe('readBrowserMessage', () => {
  it('reads a spawn request', () => {
    const text = JSON.stringify({ type: 'spawn', command: 'node', args: ['a.js'], env: { A: '1' }, cwd: '/tmp' });
    expect(readBrowserMessage(text)).toEqual({
      ok: true,
      message: { type: 'spawn', command: 'node', args: ['a.js'], env: { A: '1' }, cwd: '/tmp' },
    });
  });

  it('fills in missing args and env, and drops an empty cwd', () => {
    expect(readBrowserMessage('{"type":"spawn","command":"x","cwd":""}')).toEqual({
      ok: true,
      message: { type: 'spawn', command: 'x', args: [], env: {} },
    });
  });

  it('reads the choice to inherit the environment, keeping only true', () => {
    expect(readBrowserMessage('{"type":"spawn","command":"x","inheritEnv":true}')).toEqual({
      ok: true,
      message: { type: 'spawn', command: 'x', args: [], env: {}, inheritEnv: true },
    });
    expect(readBrowserMessage('{"type":"spawn","command":"x","inheritEnv":false}')).toEqual({
      ok: true,
      message: { type: 'spawn', command: 'x', args: [], env: {} },
    });
  });

  it('reads a stdin message', () => {
    expect(readBrowserMessage('{"type":"stdin","data":"{\\"jsonrpc\\":\\"2.0\\"}"}')).toEqual({
      ok: true,
      message: { type: 'stdin', data: '{"jsonrpc":"2.0"}' },
    });
  });

  it.each([
    ['not JSON', '{oops', /Not JSON/],
    ['not an object', '[1,2]', /Not a message object/],
    ['an unknown type', '{"type":"kill"}', /Unknown message type "kill"/],
    ['no type', '{}', /Unknown message type null/],
    ['stdin without data', '{"type":"stdin"}', /"data"/],
    ['spawn without command', '{"type":"spawn","args":[]}', /"command"/],
    ['spawn with bad args', '{"type":"spawn","command":"x","args":"a b"}', /"args"/],
    ['spawn with bad env', '{"type":"spawn","command":"x","env":{"A":1}}', /"env"/],
    ['spawn with bad cwd', '{"type":"spawn","command":"x","cwd":3}', /"cwd"/],
    [
      'spawn with inheritEnv not a boolean',
      '{"type":"spawn","command":"x","inheritEnv":"yes"}',
      /"inheritEnv" must be true or false/,
    ],
  ])('explains %s', (_name, text, error) => {
    const reading = readBrowserMessage(text);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.error).toMatch(error);
  });
});
