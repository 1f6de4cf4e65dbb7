import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contractDiff } from '../../shared/snapshot/contract-diff.ts';
import { contractFails, contractReport, countsLine } from '../../shared/snapshot/contract-report.ts';
import { takeSnapshot } from '../../shared/snapshot/snapshot-from-session.ts';
import { readSnapshotText, snapshotFileText } from '../../shared/snapshot/snapshot-file.ts';
import { serverName, type ServerSnapshot } from '../../shared/snapshot/snapshot.ts';
import { readCappedFile } from './bounded-read.ts';
import type { ContractArgs } from './contract-args.ts';
import type { CliSessionSettings } from './cli-session.ts';
import type { CliDeps } from './run-cli.ts';
import { EXIT } from './exit-codes.ts';

/** The largest snapshot or log diff reads: a log of 100,000 entries is well under it; a bigger file is refused unread. */
export const SNAPSHOT_FILE_LIMIT = 256 * 1024 * 1024;

/** A snapshot file, or the reason it cannot be one. */
class SnapshotInputError extends Error {}

/** `--cli snapshot`: the live server's snapshot, written to --out or stdout. */
export async function runSnapshot(
  args: Extract<ContractArgs, { kind: 'snapshot' }>,
  settings: CliSessionSettings,
  deps: CliDeps,
): Promise<number> {
  const live = await liveSnapshot(settings, deps);
  if (typeof live === 'number') return live;
  const text = snapshotFileText(live);
  if (args.out === undefined) {
    deps.out(text.trimEnd());
    return EXIT.ok;
  }
  try {
    writeFileSync(resolve(deps.cwd, args.out), text);
  } catch (error) {
    deps.err(`mcp-loupe: --out ${JSON.stringify(args.out)}: ${(error as Error).message}`);
    return EXIT.failed;
  }
  deps.err(`mcp-loupe: snapshot of ${serverName(live.server)} written to ${args.out}`);
  return EXIT.ok;
}

/** `--cli diff`: two snapshots (files, logs, or a file and the live server), compared and classed. */
export async function runDiff(
  args: Extract<ContractArgs, { kind: 'diff' }>,
  settings: CliSessionSettings | undefined,
  deps: CliDeps,
): Promise<number> {
  const sides: ServerSnapshot[] = [];
  const names: string[] = [];
  for (const file of args.files) {
    try {
      const snapshot = await snapshotFromFile(file, deps);
      sides.push(snapshot);
      names.push(`${serverName(snapshot.server)} (${file})`);
    } catch (error) {
      if (!(error instanceof SnapshotInputError)) throw error;
      deps.err(`mcp-loupe: ${file}: ${error.message}`);
      return EXIT.snapshotUnreadable;
    }
  }
  if (sides.length === 1) {
    if (!settings) throw new Error('diff with one file needs a server');
    const live = await liveSnapshot(settings, deps);
    if (typeof live === 'number') return live;
    sides.push(live);
    names.push(`${serverName(live.server)} (live)`);
  }
  const diff = contractDiff(sides[0]!, sides[1]!);
  deps.out(contractReport({ diff, before: names[0]!, after: names[1]!, failOn: args.failOn }, args.format));
  if (diff.unrelated) {
    deps.err(`mcp-loupe: ${diff.unrelated}; compare two versions of one server`);
    return EXIT.unrelatedServers;
  }
  const fails = contractFails(diff, args.failOn);
  if (fails) deps.err(`mcp-loupe: ${countsLine(diff)}: fails under --fail-on ${args.failOn}`);
  return fails ? EXIT.contractBroken : EXIT.ok;
}

async function snapshotFromFile(file: string, deps: CliDeps): Promise<ServerSnapshot> {
  const text = readLimited(resolve(deps.cwd, file), deps);
  const read = await readSnapshotText(text, file);
  if (!read.ok) throw new SnapshotInputError(read.reason);
  for (const note of read.notes) deps.err(`mcp-loupe: ${file}: ${note}`);
  return read.snapshot;
}

/** The file's text, refused by its size before a byte is read when it is over the limit. */
function readLimited(path: string, deps: CliDeps): string {
  const read = readCappedFile(path, SNAPSHOT_FILE_LIMIT, 'a snapshot or log', (line) => deps.err(`mcp-loupe: ${line}`));
  if (!read.ok) throw new SnapshotInputError(read.reason);
  return read.text;
}

/** The server's snapshot, asked now; an exit code when it could not be reached. */
async function liveSnapshot(settings: CliSessionSettings, deps: CliDeps): Promise<ServerSnapshot | number> {
  let cli: Awaited<ReturnType<CliDeps['openSession']>> | undefined;
  try {
    cli = await deps.openSession(settings);
    const state = cli.session.state.getSnapshot();
    if (cli.failure !== undefined || state.status !== 'connected') {
      deps.err(`mcp-loupe: ${cli.failure ?? 'the connection failed'}`);
      return EXIT.connection;
    }
    const session = cli.session;
    const snapshot = await takeSnapshot({
      server: state.server,
      listAll: (method, key) => session.listAll(method, key),
      label: `command line, ${new Date().toISOString()}`,
    });
    for (const finding of snapshot.findings) deps.err(`mcp-loupe: warning: ${finding.message}`);
    return snapshot;
  } catch (error) {
    deps.err(`mcp-loupe: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.connection;
  } finally {
    await cli?.close();
  }
}
