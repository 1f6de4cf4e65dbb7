import { describe, expect, it } from 'vitest';
import { parseMockArgs } from './mock-args.ts';

describe('parseMockArgs', () => {
  it('reads the log, the port and the match', () => {
    expect(parseMockArgs(['--mock', 'a.jsonl'])).toEqual({ log: 'a.jsonl', match: 'exact', help: false });
    expect(parseMockArgs(['--mock', '--port=0', 'a.jsonl', '--match', 'method'])).toEqual({
      log: 'a.jsonl',
      port: 0,
      match: 'method',
      help: false,
    });
  });

  it('says what is wrong with a command line', () => {
    expect(() => parseMockArgs(['--mock'])).toThrow('--mock needs LOG: a log exported by mcp-loupe');
    expect(() => parseMockArgs(['--mock', 'a', 'b'])).toThrow('--mock serves one log; "b" is a second');
    expect(() => parseMockArgs(['--mock', 'a', '--port', '70000'])).toThrow('--port "70000": not a port (0-65535)');
    expect(() => parseMockArgs(['--mock', 'a', '--match', 'fuzzy'])).toThrow(
      '--match "fuzzy": expected one of exact, method',
    );
    expect(() => parseMockArgs(['--mock', 'a', '--token', 'x'])).toThrow('--mock: unknown option --token');
  });
});
