import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliModeOptions, CliTarget } from './cli-options.ts';
import { brokenByServer, findingsOf } from './cli-report.ts';
import type { CliSession, CliSessionSettings } from './cli-session.ts';
import { EXIT } from './exit-codes.ts';
import type { LoadArgs } from './load-args.ts';
import { countByRule, loadReport, loadText, type LoadReport, type MemoryReport } from './load-report.ts';
import { runLoad } from './load-run.ts';
import { sampleMemory, treeRss } from './process-memory.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import type { CliDeps } from './run-cli.ts';
import { runMethod } from './run-method.ts';
import { remoteHost } from './remote-host.ts';
import { stopOnInterrupt } from './stop-on-interrupt.ts';

/**
 * `mcp-loupe --cli load`: one tool called again and again through the same
 * path as `--method tools/call` (runMethod, the page's call runner), and
 * the figures of the run.
 */
export async function runLoadCommand(
  args: LoadArgs,
  options: CliModeOptions,
  settings: CliSessionSettings,
  deps: CliDeps,
): Promise<number> {
  if (options.method !== 'tools/call' || options.request.tool === undefined) {
    deps.err('mcp-loupe: load calls one tool: --method tools/call --tool NAME [--arg NAME=VALUE ...]');
    deps.err('Run `mcp-loupe --cli load --help` for usage.');
    return EXIT.usage;
  }
  const remote = remoteHost(settings.target);
  if (remote !== undefined && !args.allowRemote) {
    deps.err(
      `mcp-loupe: load refuses ${remote}: it is not this machine (a load run is a burden on someone's server). Add --allow-remote if it is yours to load.`,
    );
    return EXIT.loadRemoteRefused;
  }
  let cli: CliSession | undefined;
  const stop = stopOnInterrupt(deps);
  try {
    try {
      cli = await deps.openSession(settings);
    } catch (error) {
      deps.err(`mcp-loupe: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT.connection;
    }
    const session = cli.session;
    if (cli.failure !== undefined) {
      deps.err(`mcp-loupe: ${cli.failure}`);
      return EXIT.connection;
    }
    // The server's own tree: the CLI's other children (the bridge's watchdog) are not the server's.
    const pid = serverPid(cli.log.entries());
    const memory = pid !== undefined ? sampleMemory(() => treeRss(pid)) : undefined;
    const lost = () => {
      const state = session.state.getSnapshot();
      return state.status === 'connected' ? undefined : (state.reason ?? `the session is ${state.status}`);
    };
    const request = options.request;
    const tally = await runLoad(
      {
        concurrency: args.concurrency,
        ...(args.requests !== undefined ? { requests: args.requests } : {}),
        ...(args.durationS !== undefined ? { durationMs: args.durationS * 1000 } : {}),
      },
      {
        call: () => runMethod(session, 'tools/call', request, stop.signal),
        lost,
        now: () => performance.now(),
        signal: stop.signal,
      },
    );
    const figures = memory?.stop();
    const server = session.state.getSnapshot().server;
    await cli.close();
    const findings = [...findingsOf(cli.log.entries()), ...tally.answerFindings];
    const code = exitCode(tally.stoppedBy, tally.calls - tally.ok, options.strict && findings.some(brokenByServer));
    const report = loadReport(
      {
        tool: request.tool!,
        arguments: request.toolArguments ?? {},
        ...(server?.info?.name ? { server: server.info.name } : {}),
        ...(server?.protocolVersion ? { protocolVersion: server.protocolVersion } : {}),
        ...(args.requests !== undefined ? { requests: args.requests } : {}),
        ...(args.durationS !== undefined ? { durationS: args.durationS } : {}),
        concurrency: args.concurrency,
        memory: memoryReport(settings.target, figures),
        findings: countByRule(findings),
        exitCode: code,
      },
      tally,
    );
    deps.out(args.format === 'json' ? JSON.stringify(report, null, 2) : loadText(report));
    if (report.serverLost) deps.err(`mcp-loupe: the server went away during the run: ${report.serverLost.reason}`);
    return writeJson(args, report, deps);
  } finally {
    stop.release();
    await cli?.close();
  }
}

function exitCode(stoppedBy: string, failed: number, strictFinding: boolean): number {
  if (stoppedBy === 'interrupted') return EXIT.interrupted;
  if (stoppedBy === 'server-lost') return EXIT.loadServerLost;
  if (failed > 0) return EXIT.loadCallsFailed;
  return strictFinding ? EXIT.finding : EXIT.ok;
}

function memoryReport(target: CliTarget, figures: ReturnType<ReturnType<typeof sampleMemory>['stop']>): MemoryReport {
  if (target.kind !== 'stdio')
    return { measured: false, why: 'the server is behind a URL: its process is not ours to read' };
  if (!figures)
    return { measured: false, why: 'no process id was reported, or this system has no /proc to read it from' };
  return { measured: true, of: "the server's process tree (RSS)", ...figures };
}

function writeJson(args: LoadArgs, report: LoadReport, deps: CliDeps): number {
  if (args.json === undefined) return report.exitCode;
  try {
    writeFileSync(resolve(deps.cwd, args.json), `${JSON.stringify(report, null, 2)}\n`);
    return report.exitCode;
  } catch (error) {
    deps.err(`mcp-loupe: --json ${JSON.stringify(args.json)}: ${(error as Error).message}`);
    return report.exitCode === EXIT.ok ? EXIT.failed : report.exitCode;
  }
}

/** The pid of the server process, as the bridge reported it when it started it (the log's process note). */
function serverPid(entries: readonly WireEntry[]): number | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    const started =
      entry.direction === 'note' && entry.kind === 'process' && /^Started process (\d+):/.exec(String(entry.raw));
    if (started) return Number(started[1]);
  }
  return undefined;
}
