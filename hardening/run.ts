import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './tally.ts';
import { summarize, table } from './summary.ts';

// `npm run test:hardening`: runs the suite with a tally file, then prints what was tried and held.

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'mcp-loupe-hardening-'));
const tallyFile = join(dir, 'tally.jsonl');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const child = spawn(
  process.execPath,
  [vitest, 'run', '--config', 'hardening/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HARDENING_TALLY: tallyFile },
  },
);
const code: number = await new Promise((resolve) => child.once('exit', (status) => resolve(status ?? 1)));
const figures: Figure[] = existsSync(tallyFile)
  ? readFileSync(tallyFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure)
  : [];
rmSync(dir, { recursive: true, force: true });
const summary = summarize(figures);
console.log(`\n${table(summary)}`);
process.exit(code !== 0 ? code : summary.ok ? 0 : 1);
