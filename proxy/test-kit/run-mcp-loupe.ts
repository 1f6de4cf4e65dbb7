import { spawn } from 'node:child_process';

const bin = new URL('../../bin/mcp-loupe.js', import.meta.url).pathname;

/**
 * For tests: `mcp-loupe ARGS…` (bin/mcp-loupe.js) run to its end, with what it printed and its exit code;
 * `input`, when given, is written to its stdin, which is then closed.
 */
export function runMcpLoupe(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, CI: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin.end(input);
  });
}
