import { describe, expect, it } from 'vitest';
import { cancelledRequestId, reportsError } from './frame-facts.ts';

describe('reportsError', () => {
  it('is true only for a result whose isError is the boolean true', () => {
    expect(reportsError({ jsonrpc: '2.0', id: 1, result: { content: [], isError: true } })).toBe(true);
    expect(reportsError({ jsonrpc: '2.0', id: 1, result: { content: [], isError: false } })).toBe(false);
    expect(reportsError({ jsonrpc: '2.0', id: 1, result: { isError: 'true' } })).toBe(false);
    expect(reportsError({ jsonrpc: '2.0', id: 1, error: { code: 1, message: 'x', isError: true } })).toBe(false);
    expect(reportsError({ jsonrpc: '2.0', id: 1, result: [{ isError: true }] })).toBe(false);
    expect(reportsError(undefined)).toBe(false);
  });
});

describe('cancelledRequestId', () => {
  it('reads params.requestId when it is an id', () => {
    expect(cancelledRequestId({ method: 'notifications/cancelled', params: { requestId: 3, reason: 'x' } })).toBe(3);
    expect(cancelledRequestId({ method: 'notifications/cancelled', params: { requestId: 'a' } })).toBe('a');
    expect(cancelledRequestId({ method: 'notifications/cancelled', params: { requestId: null } })).toBeUndefined();
    expect(cancelledRequestId({ method: 'notifications/cancelled' })).toBeUndefined();
  });
});
