import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ArgsError } from './arg-values.ts';

/** Where `--cli check` writes its report for machines, besides what it prints. */
export interface CheckReportFiles {
  json?: string;
  junit?: string;
}

/**
 * `check`'s --json FILE and --junit FILE taken out of the command line (the
 * common parser reads --json as --method raw's frame); the rest left as it
 * was. Undefined for any other command line.
 */
export function readCheckReportFiles(argv: readonly string[]): { files: CheckReportFiles; rest: string[] } | undefined {
  const start = argv.findIndex((word) => word !== '--cli');
  if (argv[start] !== 'check') return undefined;
  const files: CheckReportFiles = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    const [name, inline] = word.includes('=')
      ? [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]
      : [word, undefined];
    if (name !== '--json' && name !== '--junit') {
      rest.push(word);
      continue;
    }
    const file = inline ?? argv[++i];
    if (file === undefined || file === '') throw new ArgsError(`${name} needs a file name`);
    const key = name === '--json' ? 'json' : 'junit';
    if (files[key] !== undefined) throw new ArgsError(`${name} was given twice`);
    files[key] = file;
  }
  return { files, rest };
}

/** Writes each report asked for; false (said on stderr) when one could not be written. */
export function writeCheckReports(
  files: CheckReportFiles,
  reports: { json: string; junit: () => string },
  deps: { cwd: string; err: (line: string) => void },
): boolean {
  let written = true;
  for (const [flag, file, text] of [
    ['--json', files.json, () => `${reports.json}\n`],
    ['--junit', files.junit, reports.junit],
  ] as const) {
    if (file === undefined) continue;
    try {
      writeFileSync(resolve(deps.cwd, file), text());
    } catch (error) {
      deps.err(`mcp-loupe: ${flag} ${JSON.stringify(file)}: ${(error as Error).message}`);
      written = false;
    }
  }
  return written;
}
