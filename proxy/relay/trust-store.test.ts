import { describe, expect, it } from 'vitest';
import { createTrustStore, httpsOrigin, normalizeFingerprint } from './trust-store.ts';

const fingerprint = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase()).join(':');

describe('createTrustStore', () => {
  it('remembers, lists, replaces and forgets by origin', () => {
    const store = createTrustStore();
    expect(store.fingerprintFor('https://localhost:8443')).toBeUndefined();
    store.trust({ origin: 'https://localhost:8443', fingerprint256: fingerprint });
    expect(store.fingerprintFor('https://localhost:8443')).toBe(fingerprint);
    store.trust({ origin: 'https://localhost:8443', fingerprint256: 'AA' });
    expect(store.list()).toEqual([{ origin: 'https://localhost:8443', fingerprint256: 'AA' }]);
    expect(store.forget('https://localhost:8443')).toBe(true);
    expect(store.forget('https://localhost:8443')).toBe(false);
    expect(store.list()).toEqual([]);
  });

  it('keeps each store to itself', () => {
    const one = createTrustStore();
    one.trust({ origin: 'https://a.example', fingerprint256: fingerprint });
    expect(createTrustStore().list()).toEqual([]);
  });
});

describe('httpsOrigin', () => {
  it.each([
    ['https://localhost:8443', 'https://localhost:8443'],
    ['https://LOCALHOST:8443/', 'https://localhost:8443'],
    ['https://example.com:443', 'https://example.com'],
    ['https://[::1]:8443', 'https://[::1]:8443'],
  ])('reads %s as %s', (value, origin) => {
    expect(httpsOrigin(value)).toBe(origin);
  });

  it.each([
    'http://localhost:8443',
    'https://localhost:8443/mcp',
    'https://localhost:8443/?a=1',
    'https://u:p@localhost',
    'localhost:8443',
    '',
    42,
    undefined,
  ])('refuses %j', (value) => {
    expect(httpsOrigin(value)).toBeUndefined();
  });
});

describe('normalizeFingerprint', () => {
  it("writes Node's form from any case, with or without colons", () => {
    expect(normalizeFingerprint(fingerprint.toLowerCase())).toBe(fingerprint);
    expect(normalizeFingerprint(fingerprint.replaceAll(':', ''))).toBe(fingerprint);
    expect(normalizeFingerprint(` ${fingerprint} `)).toBe(fingerprint);
  });

  it.each(['AB:CD', `${fingerprint}:00`, fingerprint.replace('0', 'G'), '', null])('refuses %j', (value) => {
    expect(normalizeFingerprint(value)).toBeUndefined();
  });
});
