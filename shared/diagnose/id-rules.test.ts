import { describe, expect, it } from 'vitest';
import { formatId, idReusedFinding, idTypeMismatchFinding, responseUnknownIdFinding } from './id-rules.ts';

describe('id rules', () => {
  it('says whether a reused id is still pending or was used before', () => {
    expect(idReusedFinding(7, { method: 'roots/list', seq: 0, pending: true }, '2025-11-25')).toMatchObject({
      rule: 'id-reused',
      pointer: '/id',
      source: '2025-11-25',
      message: expect.stringContaining('already in use by a pending roots/list (entry 1)'),
    });
    expect(idReusedFinding('a', { method: undefined, seq: 4, pending: false }, undefined).message).toBe(
      'id "a" was used before, by request (entry 5): an id must not be reused within the session',
    );
  });

  it('tells a response to nothing from one to a request already answered', () => {
    expect(responseUnknownIdFinding(3, undefined).rule).toBe('response-unknown-id');
    expect(responseUnknownIdFinding(3, { method: 'ping', seq: 1, pending: false })).toMatchObject({
      rule: 'response-already-answered',
      message: expect.stringContaining('ping (entry 2) was already answered'),
    });
  });

  it('names both ids when they differ only in type', () => {
    expect(idTypeMismatchFinding('1', { id: 1, method: 'tools/call', seq: 2 }).message).toBe(
      'answers id "1", but the pending tools/call (entry 3) has id 1: ids must match in type as well as value',
    );
  });

  it('keeps a long id short', () => {
    expect(formatId('x'.repeat(100)).length).toBeLessThan(45);
  });
});
