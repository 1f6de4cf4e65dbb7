import { describe, expect, it } from 'vitest';
import { errorCodeName, IMPLEMENTATION_DEFINED } from './error-codes.ts';

describe('errorCodeName', () => {
  it("names JSON-RPC's own codes on every revision", () => {
    expect(errorCodeName(-32700, { revision: '2024-11-05' })).toBe('Parse error');
    expect(errorCodeName(-32601, { revision: '2026-07-28' })).toBe('Method not found');
    expect(errorCodeName(-32603)).toBe('Internal error');
  });

  it("never names a server's -32000 or -32001 after the SDK's client-side codes", () => {
    expect(errorCodeName(-32001, { revision: '2025-11-25', message: 'Request timed out on our side' })).toBe(
      IMPLEMENTATION_DEFINED,
    );
    expect(errorCodeName(-32000, { revision: '2025-11-25' })).toBe(IMPLEMENTATION_DEFINED);
    expect(errorCodeName(-32005)).toBe(IMPLEMENTATION_DEFINED);
    expect(errorCodeName(-32099)).toBe(IMPLEMENTATION_DEFINED);
  });

  it('names -32002 "Resource not found" only when the message agrees', () => {
    expect(errorCodeName(-32002, { revision: '2025-06-18', message: 'Resource not found' })).toBe('Resource not found');
    expect(errorCodeName(-32002, { revision: '2025-06-18', message: 'No such resource: file:///x' })).toBe(
      'Resource not found',
    );
    expect(errorCodeName(-32002, { revision: '2025-06-18', message: 'file:///x is not readable' })).toBe(
      IMPLEMENTATION_DEFINED,
    );
    expect(errorCodeName(-32002)).toBe('Resource not found');
  });

  it('names MCP codes only from the revision that defines them', () => {
    expect(errorCodeName(-32042, { revision: '2025-11-25' })).toBe('URL elicitation required');
    expect(errorCodeName(-32042, { revision: '2024-11-05' })).toBe(IMPLEMENTATION_DEFINED);
    expect(errorCodeName(-32042)).toBe('URL elicitation required');
    expect(errorCodeName(-32022, { revision: '2026-07-28' })).toBe('Unsupported protocol version');
    expect(errorCodeName(-32022, { revision: '2025-11-25' })).toBe(IMPLEMENTATION_DEFINED);
    expect(errorCodeName(-32021, { revision: '2026-07-28' })).toBe('Missing required client capability');
  });

  it("tells the rest of JSON-RPC's reserved range from application codes", () => {
    expect(errorCodeName(-32100)).toBe('Reserved by JSON-RPC (undefined)');
    expect(errorCodeName(-32768)).toBe('Reserved by JSON-RPC (undefined)');
    expect(errorCodeName(7)).toBe('Application error');
    expect(errorCodeName(-31999)).toBe('Application error');
  });
});
