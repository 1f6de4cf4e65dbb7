import { describe, expect, it } from 'vitest';
import { LogScan } from './log-scan.ts';

describe('LogScan', () => {
  it('reads on while the log only grows under the same key', () => {
    const scan = new LogScan();
    expect(scan.restarts([1, 2], 0)).toBe(false);
    scan.scanned = 2;
    expect(scan.restarts([1, 2, 3], 0)).toBe(false);
    expect(scan.scanned).toBe(2);
  });

  it('starts over when the log was replaced, shrank, or the key changed', () => {
    const scan = new LogScan();
    scan.scanned = 3;
    expect(scan.restarts([1, 2, 3], 1)).toBe(true);
    expect(scan.scanned).toBe(0);
    scan.scanned = 3;
    expect(scan.restarts([1], 1)).toBe(true);
    scan.scanned = 1;
    expect(scan.restarts([1, 2], 1, 'error')).toBe(true);
    expect(scan.scanned).toBe(0);
    scan.scanned = 2;
    expect(scan.restarts([1, 2], 1, 'error')).toBe(false);
  });
});
