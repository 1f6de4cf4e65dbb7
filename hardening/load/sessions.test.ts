import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import { startProxyProcess, type ProxyProcess } from '../../proxy/test-kit/proxy-process.ts';
import { McpSession, type StdioTarget } from '../../shared/session/mcp-session.ts';
import type { WireEntry } from '../../shared/wire/wire-entry.ts';
import { WireLog } from '../../shared/wire/wire-log.ts';
import { waitGone } from '../pids.ts';
import { record } from '../tally.ts';
import { childrenOf } from '../pids.ts';
import { rssMb, watchPeak } from './process-memory.ts';

/**
 * Twenty sessions of 1,000 calls each against the real proxy in a process
 * of its own, each session the page's own code (McpSession, its WireLog)
 * over a real bridge WebSocket to a real stdio server: every request is
 * answered exactly once in its own session's log, the proxy's memory comes
 * back near where it was idle, and no child is left. A second round of the
 * same shows that what memory stays is kept for reuse, not leaked.
 */

const SESSIONS = 20;
const CALLS = 1_000;
/** Calls in flight per session at any moment. */
const IN_FLIGHT = 50;
/**
 * "Back near idle": V8 keeps the heap it grew for a burst (and the
 * allocator its pages) for reuse, so RSS does not return to the byte; here
 * that is about 20 MB, and 50 MB leaves room for a busier machine. Whether
 * anything of the traffic is held is what the second round measures.
 */
const NEAR_IDLE_MB = 50;
/** What a second round may add to what the first left: a leak of anything per call (20,000 more calls) would be far more. */
const SECOND_ROUND_MB = 10;

const echoServer = fileURLToPath(new URL('./echo-server.mjs', import.meta.url));
const target: StdioTarget = { kind: 'stdio', command: process.execPath, args: [echoServer], env: {} };

let proxy: ProxyProcess | undefined;
afterAll(async () => {
  if (proxy && proxy.child.exitCode === null) {
    proxy.child.kill('SIGTERM');
    await proxy.exited;
  }
});

/** Runs `total` calls with at most `width` in flight; resolves with each call's outcome text by index. */
async function pooled(total: number, width: number, call: (index: number) => Promise<string>): Promise<string[]> {
  const outcomes: string[] = new Array(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      outcomes[index] = await call(index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return outcomes;
}

function tag(session: number, call: number): string {
  return `s${session}-c${call}`;
}

/** How many of the session's calls were answered exactly once in its own log, by the answer meant for them. */
function answeredOnceIn(log: WireLog, session: number): { once: number; foreign: number } {
  const answers = new Map<string, WireEntry[]>();
  let foreign = 0;
  for (const entry of log.entries()) {
    if (entry.direction !== 'in' || (entry.kind !== 'result' && entry.kind !== 'error')) continue;
    const key = JSON.stringify(entry.id);
    answers.set(key, [...(answers.get(key) ?? []), entry]);
    const owner = /Echo: s(\d+)-c/.exec(entry.raw)?.[1];
    if (owner !== undefined && Number(owner) !== session) foreign++;
  }
  let once = 0;
  for (const request of log.entries()) {
    if (request.direction !== 'out' || request.kind !== 'request' || request.method !== 'tools/call') continue;
    const sent = /"message":"(s\d+-c\d+)"/.exec(request.raw)?.[1];
    const got = answers.get(JSON.stringify(request.id)) ?? [];
    if (
      got.length === 1 &&
      got[0]!.requestSeq === request.seq &&
      got[0]!.kind === 'result' &&
      sent !== undefined &&
      got[0]!.raw.includes(`Echo: ${sent}"`)
    )
      once++;
  }
  return { once, foreign };
}

interface RoundOutcome {
  answeredOnce: number;
  callsMs: number;
  peakMb: number;
  /** Server processes still alive after their sessions closed, and anything else the proxy started but its watchdog. */
  left: number[];
  children: Array<{ pid: number; command: string }>;
}

/** One round: twenty sessions connect, make their calls, are checked against their own logs, and close. */
async function loadRound(bridgeUrl: string, proxyPid: number): Promise<RoundOutcome> {
  const peak = watchPeak(proxyPid);
  const sessions = Array.from({ length: SESSIONS }, () => {
    const log = new WireLog(() => {});
    return { log, session: new McpSession({ log, bridgeUrl, probeTimeoutMs: 3_000 }) };
  });
  await Promise.all(sessions.map(({ session }) => session.connect(target, '2025-06-18')));
  const pids = sessions.map(({ session }) => session.state.getSnapshot().pid);
  expect(sessions.map(({ session }) => session.state.getSnapshot().status)).toEqual(Array(SESSIONS).fill('connected'));
  expect(new Set(pids).size).toBe(SESSIONS);

  const callsStarted = performance.now();
  const outcomes = await Promise.all(
    sessions.map(({ session }, s) =>
      pooled(CALLS, IN_FLIGHT, async (c) => {
        const outcome = await session.request(
          'tools/call',
          { name: 'echo', arguments: { message: tag(s, c) } },
          { timeoutMs: 120_000 },
        );
        return outcome.kind === 'result'
          ? JSON.stringify(outcome.result)
          : `${outcome.kind}: ${'message' in outcome ? outcome.message : ''}`;
      }),
    ),
  );
  const callsMs = performance.now() - callsStarted;
  const peakMb = peak.stop();

  let answeredOnce = 0;
  outcomes.forEach((texts, s) => {
    const wrong = texts.filter((text, c) => !text.includes(`Echo: ${tag(s, c)}"`));
    expect(wrong.slice(0, 3), `session ${s}: calls whose outcome was not their own echo`).toEqual([]);
    const { once, foreign } = answeredOnceIn(sessions[s]!.log, s);
    expect(foreign, `session ${s}: answers meant for another session`).toBe(0);
    expect(once, `session ${s}: requests answered exactly once`).toBe(CALLS);
    answeredOnce += once;
  });

  await Promise.all(sessions.map(({ session }) => session.disconnect()));
  const left = await waitGone(pids.filter((pid): pid is number => pid !== undefined));
  const children = childrenOf(proxyPid).filter((child) => !child.command.includes('group-watchdog'));
  return { answeredOnce, callsMs, peakMb, left, children };
}

/** The proxy's memory once it has had a few seconds to collect; polled a while longer if still above the bound. */
async function settledRss(pid: number, boundMb: number): Promise<number> {
  const closed = performance.now();
  await delay(3_000);
  let mb = rssMb(pid)!;
  // Up to 30 s: a bound on memory that never comes back, not a measure of how soon it does on a busy machine.
  while (mb > boundMb && performance.now() - closed < 30_000) {
    await delay(500);
    mb = rssMb(pid)!;
  }
  return mb;
}

const round1 = (mb: number) => Math.round(mb * 10) / 10;

it(`${SESSIONS} sessions of ${CALLS} calls each: every call answered once in its own log, memory back near idle, no child left`, async () => {
  const started = performance.now();
  proxy = await startProxyProcess(['--no-open', '--port', '0', '--', ...[target.command, ...target.args]]);
  const proxyPid = proxy.pid;
  await delay(1_500);
  const idleMb = rssMb(proxyPid)!;
  const bridgeUrl = `ws://127.0.0.1:${proxy.port}/bridge?token=${proxy.token}`;

  const first = await loadRound(bridgeUrl, proxyPid);
  const afterMb = await settledRss(proxyPid, idleMb + NEAR_IDLE_MB);
  // A second round shows what stays after the first is the heap V8 keeps for reuse, not traffic held: it barely grows.
  const second = await loadRound(bridgeUrl, proxyPid);
  const afterSecondMb = await settledRss(proxyPid, afterMb + SECOND_ROUND_MB);

  const childrenLeft = first.left.length + first.children.length + second.left.length + second.children.length;
  record({
    kind: 'load',
    area: 'proxy',
    name: 'stdio sessions',
    sessions: SESSIONS,
    callsPerSession: CALLS,
    answeredOnce: first.answeredOnce,
    idleMb: round1(idleMb),
    peakMb: round1(first.peakMb),
    afterMb: round1(afterMb),
    childrenLeft,
  });
  console.log(
    `load: ${SESSIONS}×${CALLS} calls (${IN_FLIGHT} in flight per session) in ${Math.round(first.callsMs)} ms, ${Math.round((SESSIONS * CALLS) / (first.callsMs / 1000))} calls/s; ` +
      `proxy RSS idle ${round1(idleMb)} MB, peak ${round1(first.peakMb)} MB, after ${round1(afterMb)} MB; ` +
      `second round in ${Math.round(second.callsMs)} ms, peak ${round1(second.peakMb)} MB, after ${round1(afterSecondMb)} MB; whole run ${Math.round(performance.now() - started)} ms`,
  );

  for (const outcome of [first, second]) {
    expect(outcome.answeredOnce).toBe(SESSIONS * CALLS);
    expect(outcome.left, 'server processes still alive').toEqual([]);
    expect(outcome.children, "the proxy's children still alive").toEqual([]);
  }
  expect(afterMb).toBeLessThanOrEqual(idleMb + NEAR_IDLE_MB);
  expect(afterSecondMb).toBeLessThanOrEqual(afterMb + SECOND_ROUND_MB);
}, 300_000);
