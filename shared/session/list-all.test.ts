import { describe, expect, it } from 'vitest';
import { findingMessages, type Finding } from '../diagnose/finding.ts';
import { resultOutcome, type CallOutcome } from './call-outcome.ts';
import { listAllPages } from './list-all.ts';

const page = (result: unknown, judged: Finding[] = []): CallOutcome => resultOutcome(result, judged, 1);

const schemaFinding: Finding = {
  rule: 'result-schema',
  severity: 'error',
  pointer: '/result/tools/0/inputSchema',
  source: '2025-11-25',
  message: 'tools[0].inputSchema: expected object',
};

describe('listAllPages', () => {
  it("follows nextCursor through every page and keeps each page's problems", async () => {
    const asked: unknown[] = [];
    const pages: Record<string, CallOutcome> = {
      first: page({ tools: [{ name: 'a' }], nextCursor: 'p2' }),
      p2: page({ tools: [{ name: 'b' }], nextCursor: 'p3' }, [schemaFinding]),
      p3: page({ tools: [{ name: 'c' }] }),
    };
    const listed = await listAllPages<{ name: string }>(async (params) => {
      asked.push(params);
      return pages[params?.cursor ?? 'first']!;
    }, 'tools');
    expect(listed.items.map((tool) => tool.name)).toEqual(['a', 'b', 'c']);
    expect(listed.pages).toBe(3);
    expect(findingMessages(listed.resultFindings)).toEqual(['page 2: tools[0].inputSchema: expected object']);
    expect(listed.resultFindings[0]).toMatchObject({ rule: 'result-schema', pointer: '/result/tools/0/inputSchema' });
    expect(asked).toEqual([undefined, { cursor: 'p2' }, { cursor: 'p3' }]);
  });

  it('stops on a cursor it has already used, and says so as a finding the server broke', async () => {
    const listed = await listAllPages(async () => page({ tools: [{}], nextCursor: 'again' }), 'tools');
    expect(listed.pages).toBe(2);
    expect(listed.resultFindings.at(-1)?.message).toBe(
      'page 2 gave nextCursor "again" again: following the cursors would never end',
    );
    expect(listed.findings).toEqual([
      expect.objectContaining({ rule: 'list-cursor-repeated', severity: 'error', pointer: '/result/nextCursor' }),
    ]);
  });

  it('stops on a nextCursor that is not a string, and says so', async () => {
    const listed = await listAllPages(async () => page({ tools: [{}], nextCursor: 2 }), 'tools');
    expect(listed.pages).toBe(1);
    expect(listed.findings.map((finding) => finding.rule)).toEqual(['list-cursor-not-string']);
  });

  it('stops a server that pages forever', async () => {
    let n = 0;
    const listed = await listAllPages(async () => page({ tools: [], nextCursor: String(++n) }), 'tools', 20);
    expect(listed.pages).toBe(20);
    expect(listed.resultFindings.at(-1)?.message).toBe(
      'Still offering a new cursor ("20") after 20 pages; stopped following',
    );
    expect(listed.findings.map((finding) => finding.rule)).toEqual(['list-page-limit']);
  });

  it('takes a page of 200,000 items', async () => {
    const listed = await listAllPages(
      async () => page({ tools: Array.from({ length: 200_000 }, (_, i) => ({ name: `t${i}` })) }),
      'tools',
    );
    expect(listed.items).toHaveLength(200_000);
  });

  it("fails with the server's message when a page fails", async () => {
    await expect(
      listAllPages(async () => ({ kind: 'error', message: 'boom', durationMs: 1 }), 'tools'),
    ).rejects.toThrow('boom');
  });
});
