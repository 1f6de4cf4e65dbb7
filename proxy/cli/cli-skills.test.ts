import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { runMcpLoupe } from '../test-kit/run-mcp-loupe.ts';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli --method skills/list`, a process of its own, against a stdio server serving two skills:
// every page gathered, judged as the page's Skills tab judges it.
const skillsServer = fileURLToPath(new URL('../../e2e/fixtures/skills-server.mjs', import.meta.url));
vi.setConfig({ testTimeout: 60_000 });

const cli = (args: string[]) => runMcpLoupe(['--cli', ...args, '--', process.execPath, skillsServer]);

describe('mcp-loupe --cli --method skills/list', () => {
  it('lists every skill with its entry, as JSON and as text', async () => {
    const json = await cli(['--method', 'skills/list']);
    expect(json.code, json.stdout + json.stderr).toBe(EXIT.ok);
    const report = JSON.parse(json.stdout);
    expect(report.result.skills.map((skill: { uri: string }) => skill.uri)).toEqual([
      'skill://code-review/SKILL.md',
      'skill://acme/docs/release-notes/SKILL.md',
    ]);

    const text = await cli(['--method', 'skills/list', '--format', 'text']);
    expect(text.code, text.stdout + text.stderr).toBe(EXIT.ok);
    expect(text.stdout).toContain('code-review — Review a change the way this team does');
    expect(text.stdout).toContain('skill://acme/docs/release-notes/SKILL.md');
  });
});
