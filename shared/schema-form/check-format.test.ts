import { describe, expect, it } from 'vitest';
import { checkFormat } from './check-format.ts';

describe('checkFormat', () => {
  it('accepts well-formed values', () => {
    expect(checkFormat('email', 'a@b.co')).toBeUndefined();
    expect(checkFormat('uri', 'data:text/plain;base64,SGk=')).toBeUndefined();
    expect(checkFormat('uri', 'urn:isbn:0451450523')).toBeUndefined();
    expect(checkFormat('date', '2024-02-29')).toBeUndefined();
    expect(checkFormat('date-time', '2025-01-31T12:00:00Z')).toBeUndefined();
    expect(checkFormat('date-time', '2025-01-31t12:00:00.123+05:30')).toBeUndefined();
    expect(checkFormat('time', '23:59:59')).toBeUndefined();
    expect(checkFormat('uuid', '123e4567-e89b-12d3-a456-426614174000')).toBeUndefined();
  });

  it('rejects plain typos with a short message', () => {
    expect(checkFormat('email', 'a b@c')).toBe('Must be an email address');
    expect(checkFormat('uri', '/relative/path')).toBe('Must be a URI (scheme:…)');
    expect(checkFormat('date', '2023-02-29')).toBe('Must be a date (YYYY-MM-DD)');
    expect(checkFormat('date', '31/01/2025')).toBe('Must be a date (YYYY-MM-DD)');
    expect(checkFormat('date-time', '2025-01-31T25:00:00Z')).toMatch(/^Must be a date-time/);
    expect(checkFormat('date-time', '2025-01-31T12:00:00')).toMatch(/^Must be a date-time/);
    expect(checkFormat('uuid', 'not-a-uuid')).toBe('Must be a UUID');
  });

  it('ignores formats it does not check', () => {
    expect(checkFormat('hostname', '!!!')).toBeUndefined();
    expect(checkFormat('x-custom', '')).toBeUndefined();
  });
});
