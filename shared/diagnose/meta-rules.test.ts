import { describe, expect, it } from 'vitest';
import { metaKeyFinding, metaKeyFindings } from './meta-rules.ts';

const rule = (key: string, revision = '2025-11-25') => metaKeyFinding(key, revision)?.rule;

describe('_meta key rules', () => {
  it('takes names and prefixed names the grammar allows', () => {
    for (const key of [
      'progressToken',
      'a',
      'x-1_y.z',
      'com.example/trace-id',
      'com.example.api/a',
      'io.modelcontextprotocol/related-task',
      'com.example/',
      'com.example.mcp/x',
    ]) {
      expect(rule(key), key).toBeUndefined();
    }
  });

  it('flags names that break the grammar', () => {
    expect(rule('my key')).toBe('meta-key-invalid');
    expect(rule('-lead')).toBe('meta-key-invalid');
    expect(rule('trail_')).toBe('meta-key-invalid');
    expect(rule('com.example/ spaced')).toBe('meta-key-invalid');
    expect(rule('1com.example/x')).toBe('meta-key-invalid');
    expect(rule('com..example/x')).toBe('meta-key-invalid');
    expect(rule('com.example-/x')).toBe('meta-key-invalid');
  });

  it("flags reserved prefixes by the revision's own rule", () => {
    expect(rule('io.modelcontextprotocol/mine')).toBe('meta-key-reserved-prefix');
    expect(rule('dev.mcp/x')).toBe('meta-key-reserved-prefix');
    expect(rule('modelcontextprotocol.io/x')).toBeUndefined();
    expect(rule('modelcontextprotocol.io/x', '2025-06-18')).toBe('meta-key-reserved-prefix');
    expect(rule('tools.mcp.com/x', '2025-06-18')).toBe('meta-key-reserved-prefix');
    expect(rule('io.modelcontextprotocol/mine', '2025-06-18')).toBeUndefined();
  });

  it('marks an empty key and a bare mcp/ prefix for information only', () => {
    expect(metaKeyFinding('', '2025-11-25')).toMatchObject({ rule: 'meta-key-empty', severity: 'info' });
    expect(metaKeyFinding('mcp/x', '2025-11-25')).toMatchObject({ rule: 'meta-key-mcp-lookalike', severity: 'info' });
  });

  it('points at each key, and has no rules before 2025-06-18', () => {
    const meta = { ok: 1, 'bad key': 2, 'a/b': 3 };
    expect(metaKeyFindings(meta, ['params', '_meta'], '2025-11-25')).toMatchObject([
      { pointer: '/params/_meta/bad key', source: '2025-11-25' },
    ]);
    expect(metaKeyFindings({ 'x/y/z': 1 }, ['result', '_meta'], '2025-11-25')[0]?.pointer).toBe(
      '/result/_meta/x~1y~1z',
    );
    expect(metaKeyFindings(meta, ['params', '_meta'], '2025-03-26')).toEqual([]);
    expect(metaKeyFindings('not an object', ['params', '_meta'], '2025-11-25')).toEqual([]);
  });
});
