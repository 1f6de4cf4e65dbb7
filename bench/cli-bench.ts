// `mcp-loupe --cli --method tools/list` next to the official inspector's CLI,
// as whole processes (start, spawn the server, handshake, list, exit), on the
// same local stdio fixture, interleaved run by run. Wall time is measured
// here; CPU time is the user and system time of the command and of every
// process it waited for (its server, our watchdog), as wait4 reports it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freshCliBundle } from '../bin/cli-bundle.js';
import { buildCliBundle } from '../scripts/build-cli.ts';
import { ensureReferenceInstalled, REFERENCE_PACKAGE, REFERENCE_VERSION } from './reference/install.ts';
import { e2eFixture, type ServerCommand } from './servers.ts';
import { median } from './stats.ts';

const packageRoot = new URL('../', import.meta.url);
const bin = fileURLToPath(new URL('bin/mcp-loupe.js', packageRoot));
const TIME = '/usr/bin/time';

/** One run of a command to its end: wall and CPU time, and what it printed. */
export interface ProcessRun {
  wallMs: number;
  cpuMs: number;
  code: number | null;
  stdout: string;
}

/**
 * Runs `argv` to its end. CPU time comes from /usr/bin/time where there is
 * one, else from the shell's `times` (both are the rusage of the children
 * waited for: the command and whatever it reaped).
 */
export function timeProcess(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<ProcessRun> {
  const marker = '@@cpu';
  const timed = existsSync(TIME)
    ? [TIME, '-f', `${marker} %U %S`, ...argv]
    : ['/bin/sh', '-c', `"$@"; code=$?; times >&2; exit $code`, 'sh', ...argv];
  const [command = '', ...args] = timed;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, CI: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const wallMs = performance.now() - started;
      const cpuMs = cpuFrom(stderr, marker);
      if (cpuMs === undefined)
        return reject(new Error(`no CPU time in the output of ${argv.join(' ')}: ${stderr.slice(-500)}`));
      resolve({ wallMs, cpuMs, code, stdout });
    });
  });
}

/** `@@cpu USER SYS` from /usr/bin/time, or the children's line of `times` (`0m0.240s 0m0.060s`). */
function cpuFrom(stderr: string, marker: string): number | undefined {
  const timed = new RegExp(`^${marker} ([\\d.]+) ([\\d.]+)$`, 'm').exec(stderr);
  if (timed) return (Number(timed[1]) + Number(timed[2])) * 1000;
  const lines = [...stderr.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)];
  const children = lines.at(-1);
  if (!children) return undefined;
  return (Number(children[1]) * 60 + Number(children[2]) + Number(children[3]) * 60 + Number(children[4])) * 1000;
}

/** The tool names a run printed: ours prints a report with `result`, the reference the result itself. */
export function listedTools(stdout: string): string[] | undefined {
  try {
    const printed = JSON.parse(stdout) as {
      result?: { tools?: Array<{ name: string }> };
      tools?: Array<{ name: string }>;
    };
    return (printed.result?.tools ?? printed.tools)?.map((tool) => tool.name);
  } catch {
    return undefined;
  }
}

const round = (ms: number) => Math.round(ms);
const ratio = (numerator: number, denominator: number) => Math.round((numerator / denominator) * 100) / 100;

interface Variant {
  name: string;
  argv: string[];
  env?: NodeJS.ProcessEnv;
}

export interface CliFigures {
  runs: number;
  /** Median whole-process wall time, ms. */
  wallMs: number;
  /** Median CPU time (user + system) of the process and those it waited for, ms. */
  cpuMs: number;
  samples: { wallMs: number[]; cpuMs: number[] };
}

/**
 * `runs` rounds; each runs every variant once, in turn: mcp-loupe's CLI as
 * `npm run build` leaves it (the bundle), the same from its TypeScript
 * sources (as before the bundle, and whenever it is stale), the official
 * inspector's CLI, and `node -e 0` (the floor any Node CLI stands on).
 * Every run of a CLI must have exited 0 having printed the fixture's tools,
 * or the bench fails: a timed failure is no figure.
 */
export async function cliSideBySide(runs = 7, server: ServerCommand = e2eFixture('burst'), expectedTool = 'burst') {
  if (!freshCliBundle(packageRoot, { checkout: true, env: {} })) await buildCliBundle();
  const reference = await ensureReferenceInstalled();
  const target = [server.command, ...server.args];
  const variants: Variant[] = [
    { name: 'loupe', argv: [process.execPath, bin, '--cli', '--method', 'tools/list', '--', ...target] },
    {
      name: 'loupeFromSources',
      argv: [process.execPath, bin, '--cli', '--method', 'tools/list', '--', ...target],
      env: { MCP_LOUPE_CLI_FROM: 'sources' },
    },
    { name: 'reference', argv: [process.execPath, reference, '--cli', ...target, '--method', 'tools/list'] },
    { name: 'nodeAlone', argv: [process.execPath, '-e', '0'] },
  ];
  const samples = new Map(variants.map((variant) => [variant.name, { wallMs: [] as number[], cpuMs: [] as number[] }]));
  for (let turn = 0; turn < runs; turn++) {
    for (const variant of variants) {
      const run = await timeProcess(variant.argv, variant.env);
      if (variant.name !== 'nodeAlone') {
        const tools = listedTools(run.stdout);
        if (run.code !== 0 || !tools?.includes(expectedTool))
          throw new Error(`${variant.name} did not list the tools (exit ${run.code}): ${run.stdout.slice(0, 500)}`);
      }
      const sample = samples.get(variant.name)!;
      sample.wallMs.push(round(run.wallMs));
      sample.cpuMs.push(round(run.cpuMs));
    }
  }
  // A file changed meanwhile would have sent the runs to the sources: their figures would be the sources'.
  if (!freshCliBundle(packageRoot, { checkout: true, env: {} }))
    throw new Error('the CLI bundle went stale during the bench: run it again');
  const figures = Object.fromEntries(
    [...samples].map(([name, sample]): [string, CliFigures] => [
      name,
      { runs, wallMs: round(median(sample.wallMs)), cpuMs: round(median(sample.cpuMs)), samples: sample },
    ]),
  ) as Record<'loupe' | 'loupeFromSources' | 'reference' | 'nodeAlone', CliFigures>;
  return {
    command: 'tools/list against a local stdio fixture (e2e/fixtures/burst.mjs)',
    versions: { reference: `${REFERENCE_PACKAGE}@${REFERENCE_VERSION}`, node: process.version },
    ...figures,
    /** ours / the official CLI: under 1 is faster, 0.5 is the aim. */
    ratioWall: ratio(figures.loupe.wallMs, figures.reference.wallMs),
    ratioCpu: ratio(figures.loupe.cpuMs, figures.reference.cpuMs),
    /** bundle / sources: what the prebuilt bundle wins. */
    ratioWallBundleToSources: ratio(figures.loupe.wallMs, figures.loupeFromSources.wallMs),
    ratioCpuBundleToSources: ratio(figures.loupe.cpuMs, figures.loupeFromSources.cpuMs),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await cliSideBySide(Number(process.argv[2] ?? 7)), null, 2));
}
