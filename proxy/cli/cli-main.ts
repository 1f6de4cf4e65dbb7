import { runCli, type CliDeps } from './run-cli.ts';

/**
 * `mcp-loupe --cli …` (without the `--cli`) as a whole process: the run,
 * the report flushed, the exit with its code. bin/mcp-loupe.js starts here,
 * from the prebuilt bundle when it is fresh (scripts/build-cli.ts).
 */
export async function startCli(argv: readonly string[], deps: Partial<CliDeps> = {}): Promise<void> {
  const code = await runCli(argv, deps);
  // Some systems write pipes asynchronously: the report reaches them before the exit.
  await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  (deps.exit ?? process.exit)(code);
}
