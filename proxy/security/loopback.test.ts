import { describe, expect, it } from 'vitest';
import { allowedOrigins, hostProblem, loopbackListenAddress, originProblem } from './loopback.ts';

describe('loopbackListenAddress', () => {
  it('maps loopback names to an address to bind', () => {
    expect(loopbackListenAddress('127.0.0.1')).toEqual({ bind: '127.0.0.1', urlHost: '127.0.0.1' });
    expect(loopbackListenAddress('localhost')).toEqual({ bind: '127.0.0.1', urlHost: 'localhost' });
    expect(loopbackListenAddress('::1')).toEqual({ bind: '::1', urlHost: '[::1]' });
    expect(loopbackListenAddress('[::1]')).toEqual({ bind: '::1', urlHost: '[::1]' });
  });

  it.each(['0.0.0.0', '::', '192.168.1.10', 'example.com', '127.0.0.2', ''])('refuses %j', (host) => {
    expect(loopbackListenAddress(host)).toBeUndefined();
  });
});

describe('hostProblem', () => {
  it.each(['127.0.0.1:6280', 'localhost:6280', 'LOCALHOST:6280', '[::1]:6280'])('accepts %s', (host) => {
    expect(hostProblem(host, 6280)).toBeUndefined();
  });

  it.each([
    ['a foreign name', 'evil.example:6280'],
    ['another port', '127.0.0.1:6281'],
    ['no port', '127.0.0.1'],
    ['an empty value', ''],
    ['no header', undefined],
  ])('refuses %s', (_name, host) => {
    expect(hostProblem(host, 6280)).toMatch(/not allowed/);
  });

  it('accepts a bare name on port 80, where browsers leave the port out', () => {
    expect(hostProblem('localhost', 80)).toBeUndefined();
  });
});

describe('originProblem', () => {
  it('allows a missing Origin (non-browser clients)', () => {
    expect(originProblem(undefined, 6280)).toBeUndefined();
    expect(originProblem(null, 6280)).toBeUndefined();
  });

  it('accepts our own origins', () => {
    for (const origin of allowedOrigins(6280)) expect(originProblem(origin, 6280)).toBeUndefined();
    expect(allowedOrigins(6280)).toEqual(['http://127.0.0.1:6280', 'http://localhost:6280', 'http://[::1]:6280']);
  });

  it.each([
    'http://evil.example',
    'http://127.0.0.1:6281',
    'https://127.0.0.1:6280',
    'http://127.0.0.1:6280/',
    'null',
    '',
  ])('refuses %j', (origin) => {
    expect(originProblem(origin, 6280)).toMatch(/not allowed/);
  });
});
