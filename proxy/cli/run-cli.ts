import { closeSync, openSync, statSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { toJsonLines } from '../../shared/wire/export-log.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import { packageVersion } from '../package-info.ts';
import { ArgsError } from './arg-values.ts';
import type { CliEnv } from './args.ts';
import { parseCliModeArgs } from './cli-args.ts';
import {
  conformanceAuthorization,
  DEFAULT_AUTHORIZATION,
  loadAuthorization,
  type ConformanceEnv,
  type SessionAuthorization,
} from './cli-authorization.ts';
import type { CliModeOptions, CliTarget } from './cli-options.ts';
import {
  answerFindings,
  brokenByServer,
  exitCodeFor,
  findingLine,
  findingsOf,
  reportJson,
  type CliReport,
} from './cli-report.ts';
import { openCliSession, type CliSession } from './cli-session.ts';
import { reportText } from './cli-text.ts';
import { checkUsage } from './check-usage.ts';
import { evalUsage } from './eval-usage.ts';
import { cliUsage } from './cli-usage.ts';
import { resolveConfigTarget } from './config-target.ts';
import { EXIT } from './exit-codes.ts';
import { writeLogOption } from './write-log-option.ts';
import { readContractArgs, type ContractArgs } from './contract-args.ts';
import { readRecordArgs, recordUsage, type RecordArgs } from './record-args.ts';
import { readCheckReportFiles, writeCheckReports, type CheckReportFiles } from './check-report-files.ts';
import { readLoadArgs, type LoadArgs } from './load-args.ts';
import { readRunArgs, type RunArgs } from './run-args.ts';
import { runUsage } from './run-usage.ts';
import { loadUsage } from './load-usage.ts';
import { contractUsage } from './contract-usage.ts';
import { runCheck } from './run-check.ts';
import { fileReader } from './secret-sources.ts';
import { framingAdvice } from './framing-advice.ts';
import { printProgress } from './progress-lines.ts';
import { runMethod, type MethodAnswer } from './run-method.ts';
import { clientSettingsFor, loadAnswers, type LoadedAnswers } from './server-request-answers.ts';
import { modelSamplingFrom } from './server-request-answers-model.ts';
import type { EvalDeps } from './run-eval.ts';
import { stopOnInterrupt } from './stop-on-interrupt.ts';

/** The side effects runCli works through: the evaluation's, and the text of files the flags name. */
export interface CliDeps extends EvalDeps {
  env: CliEnv & NodeJS.ProcessEnv;
  /** The text of --env-from or --headers-from, relative to `cwd`; `-` is standard input. */
  readFile?: (file: string) => string;
}

const defaultDeps: CliDeps = {
  env: process.env,
  cwd: process.cwd(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  onInterrupt: (handler) => {
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    return () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
    };
  },
  exit: (code) => process.exit(code),
  openSession: openCliSession,
  writeLog: writeJsonLines,
};

/** `mcp-loupe --cli …` (without the `--cli`): one request, its answer printed, and an exit code that says how it went. */
export async function runCli(argv: readonly string[], overrides: Partial<CliDeps> = {}): Promise<number> {
  const deps: CliDeps = { ...defaultDeps, ...overrides };
  let options: CliModeOptions;
  let target: CliTarget;
  let answers: LoadedAnswers;
  let authorization: SessionAuthorization;
  let contract: ContractArgs | undefined;
  let record: RecordArgs | undefined;
  let load: LoadArgs | undefined;
  let run: RunArgs | undefined;
  let checkFiles: CheckReportFiles = {};
  try {
    // snapshot and diff take their own words first; the server and its options go to the common parser.
    contract = readContractArgs(argv);
    record = readRecordArgs(argv);
    if (contract?.help || record?.help) {
      deps.out(record ? recordUsage : contractUsage);
      return EXIT.ok;
    }
    // Two files: no server to reach.
    if (contract?.kind === 'diff' && contract.files.length === 2) {
      if (contract.rest.length)
        throw new ArgsError(`diff of two files takes no server: ${JSON.stringify(contract.rest.join(' '))}`);
      return (await import('./run-contract.ts')).runDiff(contract, undefined, deps);
    }
    // load likewise: its own options out, the call (--method tools/call --tool --arg) and the server left.
    load = readLoadArgs(argv);
    if (load?.help) {
      deps.out(loadUsage);
      return EXIT.ok;
    }
    // run likewise: the collection file and its variables out, the server left.
    run = readRunArgs(argv);
    if (run?.help) {
      deps.out(runUsage);
      return EXIT.ok;
    }
    // check's --json FILE and --junit FILE: its report for machines.
    const check = readCheckReportFiles(argv);
    if (check) checkFiles = check.files;
    options = parseCliModeArgs((contract ?? record ?? load ?? run ?? check)?.rest ?? argv, deps.env, {
      env: deps.env,
      readFile: deps.readFile ?? fileReader(deps.cwd),
      findings: [],
    });
    for (const finding of options.findings) deps.err(`mcp-loupe: warning: ${finding.message}`);
    if (options.help || options.version) {
      deps.out(options.version ? packageVersion() : usageOf(options.subcommand));
      return EXIT.ok;
    }
    target = prepareTarget(options, deps);
    const llm = options.llm;
    answers = loadAnswers(options.answers, undefined, () => modelSamplingFrom(llm, deps.env, deps.err));
    // Without OAuth options, a conformance run's context (its environment) may give the credentials.
    authorization = options.authorization
      ? loadAuthorization(options.authorization)
      : (conformanceAuthorization(deps.env as ConformanceEnv) ?? DEFAULT_AUTHORIZATION);
    if (options.subcommand === 'check' && !runCheck)
      throw new ArgsError('check: the server checkup is not available in this version');
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    deps.err(`mcp-loupe: ${error.message}`);
    deps.err('Run `mcp-loupe --cli --help` for usage.');
    return EXIT.usage;
  }

  // How a session is opened for this run: the subcommands' runners and the one request alike.
  const settings = {
    target,
    revision: options.revision,
    timeoutMs: options.timeoutMs,
    clientSettings: clientSettingsFor(options.answers),
    roots: options.answers.roots,
    answers,
    authorization,
  };
  if (run) return (await import('./run-collection-command.ts')).runCollectionCommand(run, options, settings, deps);
  if (contract || record || load) {
    if (load) return (await import('./run-load.ts')).runLoadCommand(load, options, settings, deps);
    if (!contract) return (await import('./run-record.ts')).runRecord(record!, options, settings, deps);
    const run = await import('./run-contract.ts');
    return contract?.kind === 'snapshot'
      ? run.runSnapshot(contract, settings, deps)
      : run.runDiff(contract as Extract<ContractArgs, { kind: 'diff' }>, settings, deps);
  }

  // Many conversations over one session: a runner of its own, loaded when asked for (the model libraries are large).
  if (options.subcommand === 'eval')
    return (await import('./run-eval.ts')).runEval(options, { target, answers, authorization }, deps);

  let cli: CliSession | undefined;
  const stop = stopOnInterrupt(deps, () => void cli?.close());
  try {
    try {
      cli = await deps.openSession(settings);
    } catch (error) {
      const connectionFailure = error instanceof Error ? error.message : String(error);
      deps.err(`mcp-loupe: ${connectionFailure}`);
      return finish(deps, options, {
        method: options.method,
        connectionFailure,
        findings: [],
        exitCode: EXIT.connection,
      });
    }
    if (stop.signal.aborted) cli.failure = 'Interrupted';
    if (options.subcommand === 'check' && runCheck && !cli.failure) return await check(deps, options, cli, checkFiles);
    // A tools/call asks for progress; each notification is printed on stderr as it comes.
    const stopProgress = printProgress(cli.log, deps.err);
    const answer: MethodAnswer | undefined = cli.failure
      ? undefined
      : await runMethod(cli.session, options.method, options.request, stop.signal, () => {});
    stopProgress();
    const connected = cli.session.state.getSnapshot().status === 'connected';
    const protocolVersion = cli.session.state.getSnapshot().server?.protocolVersion;
    await cli.close();
    const entries = cli.log.entries();
    const findings = [...findingsOf(entries), ...answerFindings(answer, entries)];
    const report: CliReport = {
      method: options.method,
      ...(protocolVersion ? { protocolVersion } : {}),
      ...(cli.failure !== undefined ? { connectionFailure: cli.failure } : {}),
      ...(answer ? { answer } : {}),
      findings,
      exitCode: stop.signal.aborted
        ? EXIT.interrupted
        : exitCodeFor({ connectionFailure: cli.failure, answer, findings, strict: options.strict, connected }),
    };
    if (cli.failure !== undefined) deps.err(`mcp-loupe: ${cli.failure}`);
    const advice = framingAdvice(target, cli.failure, entries);
    if (advice) deps.err(`mcp-loupe: ${advice}`);
    return finish(deps, options, report, cli.log.entries());
  } finally {
    stop.release();
    await cli?.close();
  }
}

/** The target from the command line or a config file, its working directory made absolute and checked. */
function prepareTarget(options: CliModeOptions, deps: Pick<CliDeps, 'cwd' | 'env' | 'err'>): CliTarget {
  const cwd = deps.cwd;
  const target =
    options.target ??
    resolveConfigTarget(options.config!, options.targetOptions, { cwd, env: deps.env, warn: deps.err });
  if (target.kind !== 'stdio' || target.cwd === undefined) return target;
  const dir = resolve(cwd, target.cwd);
  if (!isDirectory(dir)) throw new ArgsError(`--cwd ${JSON.stringify(target.cwd)}: no such directory`);
  return { ...target, cwd: dir };
}

async function check(
  deps: CliDeps,
  options: CliModeOptions,
  cli: CliSession,
  files: CheckReportFiles,
): Promise<number> {
  const run = await runCheck!(cli.session, options, cli.places);
  await cli.close();
  deps.out(options.format === 'text' ? run.text : run.json);
  if (!writeCheckReports(files, run, deps)) return writeLogOption(deps, options, cli.log.entries(), EXIT.failed);
  // A checkup that stopped before its end vouches for nothing: it fails, strict or not.
  const code =
    run.stopped !== undefined
      ? run.stopped === 'Stopped'
        ? EXIT.interrupted
        : EXIT.connection
      : run.failed && options.strict
        ? EXIT.finding
        : EXIT.ok;
  return writeLogOption(deps, options, cli.log.entries(), code);
}

/** Prints the report and the findings, writes the log; the exit code, unless writing the log failed. */
function finish(deps: CliDeps, options: CliModeOptions, report: CliReport, entries: readonly WireEntry[] = []): number {
  // In text, a connection that failed is said on stderr alone: there is no answer to print.
  if (options.format === 'json') deps.out(reportJson(report));
  else if (report.connectionFailure === undefined) deps.out(reportText(report));
  if (report.findings.length) {
    const broken = report.findings.filter(brokenByServer).length;
    deps.err(`mcp-loupe: ${count(report.findings.length, 'finding')} (${broken} where the server broke a rule):`);
    for (const finding of report.findings) deps.err(`  ${findingLine(finding)}`);
  }
  return writeLogOption(deps, options, entries, report.exitCode);
}

/** The log as the page's Export writes it, an entry at a time (secret header values masked). */
function writeJsonLines(file: string, entries: readonly WireEntry[]): void {
  const fd = openSync(file, 'w');
  try {
    for (const entry of entries) writeSync(fd, toJsonLines([entry]));
  } finally {
    closeSync(fd);
  }
}

function usageOf(subcommand: CliModeOptions['subcommand']): string {
  if (subcommand === 'check') return checkUsage;
  if (subcommand === 'eval') return evalUsage;
  return cliUsage;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
