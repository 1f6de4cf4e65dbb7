import { describe, expect, it } from 'vitest';
import { heldBytesText, samePipeState, silenceFraming, silenceHint, type StdioPipeState } from './stdio-pipe.ts';

describe('heldBytesText', () => {
  it('says what the held bytes wait for, and nothing when none are held', () => {
    expect(heldBytesText({ bytes: 0, awaiting: 'newline' })).toBeUndefined();
    expect(heldBytesText({ bytes: 112, awaiting: 'newline' })).toBe('112 bytes waiting for a newline');
    expect(heldBytesText({ bytes: 1, awaiting: 'newline' })).toBe('1 byte waiting for a newline');
    expect(heldBytesText({ bytes: 21, awaiting: 'header' })).toBe(
      '21 bytes of a Content-Length header waiting for its blank line',
    );
    expect(heldBytesText({ bytes: 1234, awaiting: 'body', declared: 5000 })).toBe(
      '1,234 bytes of a Content-Length frame waiting for the rest of its 5,000-byte body',
    );
  });
});

describe('silenceHint', () => {
  const facts = {
    method: 'initialize',
    mode: 'auto' as const,
    writing: 'newline' as const,
    unreadFrames: 0,
    sawHeaderLine: false,
  };

  it('names Content-Length for a server that said nothing', () => {
    expect(silenceHint(facts)).toBe(
      'No answer 3 s after initialize. If this server reads Content-Length frames, set Framing to Content-Length.',
    );
  });

  it('says what came instead, and names the framing the lines point to', () => {
    expect(silenceHint({ ...facts, mode: 'newline', unreadFrames: 2, sawHeaderLine: true })).toBe(
      'No JSON-RPC answer 3 s after initialize, only 2 stdout lines that are not JSON-RPC. The server writes Content-Length headers: set Framing to auto or Content-Length.',
    );
    expect(silenceHint({ ...facts, mode: 'newline', unreadFrames: 1 })).toBe(
      'No JSON-RPC answer 3 s after initialize, only 1 stdout line that is not JSON-RPC. If this server frames its messages with Content-Length headers, set Framing to Content-Length.',
    );
  });

  it('names newline when the inspector writes Content-Length', () => {
    expect(
      silenceHint({ ...facts, mode: 'content-length', writing: 'content-length', method: 'server/discover' }),
    ).toBe(
      "No answer 3 s after server/discover. If this server reads newline-delimited JSON (MCP's stdio framing), set Framing to newline.",
    );
  });
});

describe('silenceFraming', () => {
  it('is the Framing the hint names: Content-Length while lines are written, newline while Content-Length is', () => {
    expect(silenceFraming({ writing: 'newline' })).toBe('content-length');
    expect(silenceFraming({ writing: 'content-length' })).toBe('newline');
  });
});

describe('samePipeState', () => {
  const state: StdioPipeState = { mode: 'auto', writing: 'newline', held: { bytes: 3, awaiting: 'newline' } };
  it('compares every fact, so listeners hear only of changes', () => {
    expect(samePipeState(state, { ...state, held: { ...state.held } })).toBe(true);
    expect(samePipeState(state, { ...state, held: { bytes: 4, awaiting: 'newline' } })).toBe(false);
    expect(samePipeState(state, { ...state, writing: 'content-length' })).toBe(false);
    expect(samePipeState(state, { ...state, hint: 'x' })).toBe(false);
  });
});
