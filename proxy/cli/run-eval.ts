import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EvalRun } from '../../shared/evals/eval-results.ts';
import { caseFindingLine, parseCaseFile } from '../../shared/evals/parse-case-file.ts';
import { evalReportJson } from '../../shared/evals/report-json.ts';
import { evalReportJunit } from '../../shared/evals/report-junit.ts';
import { evalReportText } from '../../shared/evals/report-text.ts';
import { type EvalOutcome, runEvals } from '../../shared/evals/run-evals.ts';
import { summarize } from '../../shared/evals/eval-results.ts';
import { toolCallSession } from '../../shared/tool-call/run-tool-call.ts';
import type { SessionAuthorization } from './cli-authorization.ts';
import type { CliModeOptions, CliTarget } from './cli-options.ts';
import type { CliSession, openCliSession } from './cli-session.ts';
import { evalModelAccess } from './eval-model-access.ts';
import { evalModels } from './eval-models.ts';
import { EXIT } from './exit-codes.ts';
import { writeLogOption } from './write-log-option.ts';
import { clientSettingsFor, type LoadedAnswers } from './server-request-answers.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import { stopOnInterrupt } from './stop-on-interrupt.ts';

/** What the evaluation needs of runCli's side effects (its CliDeps give them). */
export interface EvalDeps {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** The report (stdout). */
  out: (text: string) => void;
  /** Findings, failures and hints (stderr), a line at a time. */
  err: (line: string) => void;
  /** Calls `handler` on Ctrl-C or SIGTERM; returns what stops listening. */
  onInterrupt: (handler: () => void) => () => void;
  /** For a second Ctrl-C: out at once (the bridge's exit hook still ends every server's process group). */
  exit: (code: number) => void;
  openSession: typeof openCliSession;
  writeLog: (file: string, entries: readonly WireEntry[]) => void;
}

/** How long a model may stay silent in a run without --timeout: long enough for a local model's first token. */
const DEFAULT_SILENCE_MS = 120_000;

/** What runCli has ready before it starts a server: the target and how the server's requests are answered. */
export interface EvalStart {
  target: CliTarget;
  answers: LoadedAnswers;
  authorization: SessionAuthorization;
}

/**
 * `mcp-loupe --cli eval CASES … SERVER`: the case file read (and refused
 * with each problem's place before any server starts), the models chosen,
 * the server started once, every case run with every model, the reports
 * printed and written, and an exit code that says whether every case met
 * the minimum pass rate.
 */
export async function runEval(options: CliModeOptions, start: EvalStart, deps: EvalDeps): Promise<number> {
  const evalOptions = options.eval!;
  const fileName = evalOptions.file;
  let text: string;
  try {
    text = readFileSync(resolve(deps.cwd, fileName), 'utf8');
  } catch (error) {
    deps.err(`mcp-loupe: eval: the case file ${JSON.stringify(fileName)} cannot be read: ${(error as Error).message}`);
    return EXIT.caseFile;
  }
  const parsed = parseCaseFile(text, fileName);
  if (!parsed.file) {
    const count = parsed.findings.length;
    deps.err(`mcp-loupe: eval: the case file cannot be used (${count} problem${count === 1 ? '' : 's'}):`);
    for (const finding of parsed.findings) deps.err(`  ${caseFindingLine(fileName, finding)}`);
    return EXIT.caseFile;
  }
  const chosen = evalModels(options.llm, parsed.file);
  if ('problem' in chosen) {
    deps.err(`mcp-loupe: eval: ${chosen.problem}`);
    return EXIT.noModel;
  }

  let cli: CliSession | undefined;
  const stop = stopOnInterrupt(deps);
  try {
    try {
      cli = await deps.openSession({
        target: start.target,
        revision: options.revision,
        timeoutMs: options.timeoutMs,
        clientSettings: clientSettingsFor(options.answers),
        roots: options.answers.roots,
        answers: start.answers,
        authorization: start.authorization,
      });
    } catch (error) {
      deps.err(`mcp-loupe: ${error instanceof Error ? error.message : String(error)}`);
      return EXIT.connection;
    }
    if (cli.failure !== undefined) {
      deps.err(`mcp-loupe: ${cli.failure}`);
      return EXIT.connection;
    }
    let tools: readonly unknown[];
    try {
      tools = (await cli.session.listAll<unknown>('tools/list', 'tools', { signal: stop.signal })).items;
    } catch (error) {
      deps.err(`mcp-loupe: eval: the server's tools could not be listed: ${(error as Error).message}`);
      return EXIT.connection;
    }
    const outcome = await runEvals(
      {
        fileName,
        cases: parsed.file.cases,
        models: chosen.models,
        ...(chosen.judge ? { judgeModel: chosen.judge } : {}),
        runs: evalOptions.runs ?? parsed.file.runs ?? 1,
        minPassRate: evalOptions.minPassRate,
      },
      {
        session: toolCallSession(cli.session),
        access: evalModelAccess(deps.env, options.llm),
        tools,
        signal: stop.signal,
        now: () => performance.now(),
        silenceMs: options.timeoutMs ?? DEFAULT_SILENCE_MS,
        onRun: (run, done, total) => deps.err(progressLine(run, done, total)),
      },
    );
    await cli.close();
    return finish(options, outcome, cli, deps);
  } finally {
    stop.release();
    await cli?.close();
  }
}

/** `eval [2/6] echoes, run 1, openai gpt-4o: FAIL: Expected a call to echo: …` */
function progressLine(run: EvalRun, done: number, total: number): string {
  const verdict = run.grade.passed ? 'PASS' : `FAIL: ${run.grade.failures[0]?.message ?? ''}`;
  return `eval [${done}/${total}] ${run.caseName}, run ${run.run}, ${run.model}: ${verdict}`;
}

function finish(options: CliModeOptions, outcome: EvalOutcome, cli: CliSession, deps: EvalDeps): number {
  const { results, stopped } = outcome;
  deps.out(options.format === 'json' ? evalReportJson(results) : evalReportText(results));
  let code: number = EXIT.ok;
  if (stopped?.reason === 'interrupted') code = EXIT.interrupted;
  else if (stopped?.reason === 'provider') {
    deps.err(`mcp-loupe: eval: stopped: the model's provider could not be used: ${stopped.message}`);
    code = EXIT.provider;
  } else if (!summarize(results).passed) code = EXIT.belowPassRate;
  const files: Array<[flag: string, file: string | undefined, text: () => string]> = [
    ['--junit', options.eval?.junit, () => evalReportJunit(results)],
    ['--json', options.eval?.json, () => evalReportJson(results)],
  ];
  for (const [flag, file, text] of files) {
    if (file === undefined) continue;
    try {
      writeFileSync(resolve(deps.cwd, file), text());
    } catch (error) {
      deps.err(`mcp-loupe: ${flag} ${JSON.stringify(file)}: ${(error as Error).message}`);
      if (code === EXIT.ok) code = EXIT.failed;
    }
  }
  return writeLogOption(deps, options, cli.log.entries(), code);
}
