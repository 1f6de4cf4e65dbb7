import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { EXIT } from './exit-codes.ts';

// The real `mcp-loupe --cli --method skills/list`, a process of its own, against a stdio server serving two skills:
// every page gathered, judged as the page's Skills tab judges it.
const bin = fileURLToPath(new URL('../../bin/mcp-loupe.js', import.meta.url));
const skillsServer = fileURLToPath(new URL('../../e2e/fixtures/skills-server.mjs', import.meta.url));
vi.setConfig({ testTimeout: 60_000 });

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--cli', ...args, '--', process.execPath, skillsServer]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('mcp-loupe --cli --method skills/list', () => {
  it('lists every skill with its entry, as JSON and as text', async () => {
    const json = await cli(['--method', 'skills/list']);
    expect(json.code, json.stdout + json.stderr).toBe(EXIT.ok);
    const report = JSON.parse(json.stdout);
    expect(report.result.skills.map((skill: { uri: string }) => skill.uri)).toEqual(['skill://code-review/SKILL.md', 'skill://acme/docs/release-notes/SKILL.md']);

    const text = await cli(['--method', 'skills/list', '--format', 'text']);
    expect(text.code, text.stdout + text.stderr).toBe(EXIT.ok);
    expect(text.stdout).toContain('code-review — Review a change the way this team does');
    expect(text.stdout).toContain('skill://acme/docs/release-notes/SKILL.md');
  });
});
