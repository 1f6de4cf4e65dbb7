import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectionJunit } from '../../shared/collection/collection-junit.ts';
import { resolveVariables } from '../../shared/collection/collection-variables.ts';
import { problemLine, readCollection } from '../../shared/collection/read-collection.ts';
import { runCollection, type CallRun } from '../../shared/collection/run-collection.ts';
import { toolCallSession } from '../../shared/tool-call/run-tool-call.ts';
import { readCappedFile } from './bounded-read.ts';
import type { CliModeOptions } from './cli-options.ts';
import type { CliSession, CliSessionSettings } from './cli-session.ts';
import { EXIT } from './exit-codes.ts';
import { writeLogOption } from './write-log-option.ts';
import type { RunArgs } from './run-args.ts';
import type { CliDeps } from './run-cli.ts';
import { stopOnInterrupt } from './stop-on-interrupt.ts';

/** A collection is a few KiB of calls; past this it is the wrong file. */
const COLLECTION_FILE_LIMIT = 8 * 1024 * 1024;

/**
 * `mcp-loupe --cli run FILE`: the collection read and its variables filled
 * before any server starts (a file that cannot be used, or a variable
 * without a value, is refused with each problem named), then every call
 * run through the page's runners (shared/collection/run-collection.ts),
 * each printed with its verdict.
 */
export async function runCollectionCommand(
  args: RunArgs,
  options: CliModeOptions,
  settings: CliSessionSettings,
  deps: CliDeps,
): Promise<number> {
  if (options.strict) {
    // Refused, not ignored: a run that looked stricter than it was would pass what --strict means to fail.
    deps.err('mcp-loupe: --strict does not apply to run: each call is judged by its own expectation');
    deps.err('Run `mcp-loupe --cli run --help` for usage.');
    return EXIT.usage;
  }
  const file = args.file!;
  const read = readCappedFile(resolve(deps.cwd, file), COLLECTION_FILE_LIMIT, 'a collection', (line) =>
    deps.err(`mcp-loupe: ${line}`),
  );
  if (!read.ok) {
    deps.err(`mcp-loupe: ${file}: ${read.reason}`);
    return EXIT.collectionFile;
  }
  const { collection, problems } = readCollection(read.text);
  if (!collection) {
    deps.err(`mcp-loupe: ${file} cannot be used as a collection (no server was started):`);
    for (const problem of problems) deps.err(`  ${problemLine(file, problem)}`);
    return EXIT.collectionFile;
  }
  const variables = resolveVariables(collection, {
    given: args.vars,
    ...(args.envVars ? { environment: deps.env } : {}),
  });
  if (variables.missing.length) {
    const names = variables.missing.map((name) => `{{${name}}}`).join(', ');
    deps.err(`mcp-loupe: ${file}: no value for ${names} (no server was started).`);
    deps.err(
      `  Give ${variables.missing.map((name) => `--var ${name}=VALUE`).join(' ')}${args.envVars ? '' : ', or --env-vars to take them from the environment'}.`,
    );
    return EXIT.collectionVariables;
  }
  if (variables.fromEnvironment.length)
    deps.err(`mcp-loupe: from the environment (--env-vars): ${variables.fromEnvironment.join(', ')}`);

  let cli: CliSession | undefined;
  const stop = stopOnInterrupt(deps);
  try {
    try {
      cli = await deps.openSession(settings);
    } catch (error) {
      deps.err(`mcp-loupe: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT.connection;
    }
    if (cli.failure !== undefined) {
      deps.err(`mcp-loupe: ${cli.failure}`);
      return EXIT.connection;
    }
    const session = cli.session;
    const server = session.state.getSnapshot().server?.info;
    const count = collection.calls.length;
    if (args.format === 'text')
      deps.out(
        `Collection ${JSON.stringify(collection.name)}: ${count} call${count === 1 ? '' : 's'}${server?.name ? ` against ${server.name}${server.version ? ` ${server.version}` : ''}` : ''}`,
      );
    const run = await runCollection(toolCallSession(session), collection, variables.values, {
      signal: stop.signal,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      lost: () => {
        const state = session.state.getSnapshot();
        return state.status === 'connected' ? undefined : (state.reason ?? `the session is ${state.status}`);
      },
      onCall: (call) => {
        if (args.format === 'text') deps.out(callLines(call));
      },
    });
    await cli.close();
    const met = run.calls.filter((call) => call.verdict.met).length;
    const code = stop.signal.aborted
      ? EXIT.interrupted
      : run.stopped !== undefined
        ? EXIT.connection
        : run.met
          ? EXIT.ok
          : EXIT.collectionNotMet;
    if (args.format === 'json') deps.out(JSON.stringify({ ...run, exitCode: code }, null, 2));
    else
      deps.out(
        `${met} of ${count} call${count === 1 ? '' : 's'} met ${count === 1 ? 'its expectation' : 'their expectations'}${run.stopped ? `; stopped: ${run.stopped}` : ''}`,
      );
    let written: number = code;
    if (args.junit !== undefined)
      written = writeReport(deps, '--junit', args.junit, () => collectionJunit(run, count), written);
    return writeLogOption(deps, options, cli.log.entries(), written);
  } finally {
    stop.release();
    await cli?.close();
  }
}

/** `✓ name  tools/call echo  (3 ms)`, and under a ✗ each reason. */
function callLines(call: CallRun): string {
  const head = `${call.verdict.met ? '✓' : '✗'} ${call.name}  ${call.subject}  (${Math.round(call.outcome.durationMs)} ms)`;
  return [head, ...call.verdict.reasons.map((reason) => `    ${reason}`)].join('\n');
}

function writeReport(deps: CliDeps, flag: string, file: string, text: () => string, code: number): number {
  try {
    writeFileSync(resolve(deps.cwd, file), text());
    return code;
  } catch (error) {
    deps.err(`mcp-loupe: ${flag} ${JSON.stringify(file)}: ${(error as Error).message}`);
    return code === EXIT.ok ? EXIT.failed : code;
  }
}
