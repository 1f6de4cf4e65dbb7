import { describe, expect, it } from 'vitest';
import { bearerToken, createToken, tokenMatches } from './token.ts';

describe('createToken', () => {
  it('is 32 random bytes in base64url', () => {
    const token = createToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(createToken()).not.toBe(token);
  });

  it('uses the random source it is given', () => {
    expect(createToken((size) => Buffer.alloc(size, 0xff))).toBe(`${'_'.repeat(42)}8`);
  });
});

describe('tokenMatches', () => {
  const token = createToken();

  it('accepts the same token', () => {
    expect(tokenMatches(token, `${token}`)).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['shorter', token.slice(1)],
    ['longer', `${token}x`],
    ['same length, one character off', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
  ])('rejects a %s candidate', (_name, candidate) => {
    expect(tokenMatches(token, candidate)).toBe(false);
  });
});

describe('bearerToken', () => {
  it('reads the token after the Bearer scheme, in any case', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBe('abc');
  });

  it('ignores other schemes and malformed values', () => {
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
