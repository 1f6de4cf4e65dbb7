import { resolve } from 'node:path';
import { MockReplay } from '../../shared/mock/replay.ts';
import { ArgsError } from '../cli/arg-values.ts';
import { EXIT } from '../cli/exit-codes.ts';
import { mockUsage, parseMockArgs } from './mock-args.ts';
import { readLogFile } from './read-log-file.ts';

export interface MockDeps {
  cwd: string;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  err: (line: string) => void;
  /** Resolves when the mock is asked to stop (SIGINT, SIGTERM). */
  stopped: Promise<void>;
}

/**
 * `mcp-loupe --mock LOG`: the log read and checked, then served until
 * standard input ends (stdio) or a signal comes (HTTP). The exit code says
 * whether every request found its recording.
 */
export async function runMock(argv: readonly string[], deps: MockDeps): Promise<number> {
  let args: ReturnType<typeof parseMockArgs>;
  try {
    args = parseMockArgs(argv);
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    deps.err(`mcp-loupe: ${error.message}`);
    deps.err('Run `mcp-loupe --mock --help` for usage.');
    return EXIT.usage;
  }
  if (args.help) {
    deps.output.write(`${mockUsage}\n`);
    return EXIT.ok;
  }
  const file = args.log!;
  const read = readLogFile(resolve(deps.cwd, file), (line) => deps.err(`mcp-loupe: ${line}`));
  if (!read.ok) {
    deps.err(`mcp-loupe: --mock ${file}: ${read.reason}`);
    return EXIT.mockLogUnreadable;
  }
  for (const note of read.notes) deps.err(`mcp-loupe: --mock ${file}: ${note}`);
  const replay = new MockReplay(read.recording, args.match);
  let unmatched = 0;
  const onUnmatched = (message: string) => {
    unmatched++;
    deps.err(message);
  };
  const requests = read.recording.exchanges.length;
  const what = `${file} (${requests} recorded request${requests === 1 ? '' : 's'}, --match ${args.match})`;
  if (args.port === undefined) {
    deps.err(`mcp-loupe mock: serving ${what} over stdio`);
    await Promise.race([serveStdio(replay, deps, onUnmatched), deps.stopped]);
  } else {
    const { serveHttp } = await import('./mock-http.ts');
    let http: Awaited<ReturnType<typeof serveHttp>>;
    try {
      http = await serveHttp(replay, args.port, onUnmatched);
    } catch (error) {
      deps.err(`mcp-loupe: --port ${args.port}: ${(error as Error).message}`);
      return EXIT.failed;
    }
    deps.err(`mcp-loupe mock: serving ${what} at ${http.url}`);
    await deps.stopped;
    await http.close();
  }
  if (unmatched) deps.err(`mcp-loupe mock: ${unmatched} request(s) had no recording`);
  return unmatched ? EXIT.mockUnanswered : EXIT.ok;
}

async function serveStdio(replay: MockReplay, deps: MockDeps, unmatched: (message: string) => void): Promise<void> {
  const { serveStdio: serve } = await import('./mock-stdio.ts');
  await serve(replay, { input: deps.input, output: deps.output, unmatched });
}

/** The mock as a whole process: standard streams, signals, the exit with its code. */
export async function startMock(argv: readonly string[]): Promise<void> {
  const stopped = new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  const code = await runMock(argv, {
    cwd: process.cwd(),
    input: process.stdin,
    output: process.stdout,
    err: (line) => process.stderr.write(`${line}\n`),
    stopped,
  });
  await new Promise<void>((done) => process.stdout.write('', () => done()));
  process.exit(code);
}
