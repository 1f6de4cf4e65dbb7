import { describe, expect, it } from 'vitest';
import { contractDiff } from './contract-diff.ts';
import { contractFails, contractReport } from './contract-report.ts';
import type { ServerSnapshot } from './snapshot.ts';

const snapshot = (tools: unknown[]): ServerSnapshot => ({
  label: 'x',
  origin: 'x',
  takenAt: 0,
  source: 'live',
  server: { info: { name: 'weather' } },
  tools,
  findings: [],
});
const diff = contractDiff(
  snapshot([
    { name: 'a|b', inputSchema: { type: 'object' } },
    { name: 'keep', inputSchema: { type: 'object' } },
  ]),
  snapshot([
    { name: 'keep', inputSchema: { type: 'object' } },
    { name: 'new', inputSchema: { type: 'object' } },
  ]),
);

describe('contractReport', () => {
  it('writes Markdown with the counts first and a table per class, pipes escaped', () => {
    const markdown = contractReport({ diff, before: 'weather 1', after: 'weather 2', failOn: 'breaking' }, 'markdown');
    expect(markdown.split('\n').slice(0, 3)).toEqual([
      '### ❌ MCP server contract: 1 breaking, 0 risky, 1 compatible',
      '',
      '`weather 1` → `weather 2`',
    ]);
    expect(markdown).toContain('#### Breaking (1)\n\n| Where | What | Rule |\n| --- | --- | --- |\n| `/tools/a\\|b` |');
    expect(markdown).toContain('#### Compatible (1)');
    expect(markdown).not.toContain('#### Risky');
  });

  it('fails under --fail-on by class: breaking, any difference, or never', () => {
    const compatibleOnly = contractDiff(snapshot([]), snapshot([{ name: 'new' }]));
    expect(contractFails(diff, 'breaking')).toBe(true);
    expect(contractFails(compatibleOnly, 'breaking')).toBe(false);
    expect(contractFails(compatibleOnly, 'any')).toBe(true);
    expect(contractFails(diff, 'none')).toBe(false);
  });
});
