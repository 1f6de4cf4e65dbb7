// The proxy's memory, with its watchdog: `mcp-loupe` started as a person starts it, idle;
// with a page connected to a server; right after a 50 MB tool result crossed the bridge;
// and once idle again. Each figure is the sum over both processes, median over runs.
import { readFileSync } from 'node:fs';
import { bridgePeer, buildPackagedProxy, startProxy, type ProxyForm } from './bridge-peers.ts';
import { median } from './stats.ts';
import { e2eFixture } from './servers.ts';

/** One process's memory, in MB. */
export interface ProcessMemory {
  /** Resident set (VmRSS): what `ps` shows; pages shared with other processes (Node's own code) counted in full in each. */
  rssMB: number;
  /** Proportional set (Pss): shared pages divided among the processes that map them. */
  pssMB: number;
  /** Pages no other process maps (Private_Clean + Private_Dirty): what ending the process gives back. */
  privateMB: number;
}

export interface MemoryMoment {
  proxy: ProcessMemory;
  /** Undefined before the first server: the watchdog starts with it. */
  watchdog?: ProcessMemory;
  /** Both together. Target for rssMB: under 80. */
  total: ProcessMemory;
}

export interface ProxyMemoryFigures {
  /** mcp-loupe as published (dist/node): what a person who installs it runs. */
  package: FormFigures;
  /** mcp-loupe as run in this repository: the same, with Node stripping the types of every source file it loads. */
  source: FormFigures;
}

export interface FormFigures {
  runs: number;
  burstBytes: number;
  /** Started, nothing connected (no watchdog yet). */
  idle: MemoryMoment;
  /** A page connected, its server started and answering, nothing moving. */
  connected: MemoryMoment;
  /** Just after the page has read the whole 50 MB result. */
  afterBurst: MemoryMoment;
  /** After `settleMs` of quiet, the page still connected. */
  settled: MemoryMoment;
  settleMs: number;
  samples: { idleRssMB: number[]; connectedRssMB: number[]; afterBurstRssMB: number[]; settledRssMB: number[] };
}

const BURST_BYTES = 50_000_000;
const QUIET_MS = 2_000;
// V8 gives back what a burst left (its memory reducer) some 10 s after allocation stops.
const SETTLE_MS = 15_000;

const MB = 1024;
const field = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN);

function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return {
    rssMB: field(status, 'VmRSS') / MB,
    pssMB: field(rollup, 'Pss') / MB,
    privateMB: (field(rollup, 'Private_Clean') + field(rollup, 'Private_Dirty')) / MB,
  };
}

const sum = (parts: (ProcessMemory | undefined)[]): ProcessMemory => ({
  rssMB: parts.reduce((total, part) => total + (part?.rssMB ?? 0), 0),
  pssMB: parts.reduce((total, part) => total + (part?.pssMB ?? 0), 0),
  privateMB: parts.reduce((total, part) => total + (part?.privateMB ?? 0), 0),
});

function moment(proxyPid: number, watchdogPid: number | undefined): MemoryMoment {
  const proxy = processMemory(proxyPid);
  const watchdog = watchdogPid === undefined ? undefined : processMemory(watchdogPid);
  return { proxy, ...(watchdog ? { watchdog } : {}), total: sum([proxy, watchdog]) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function oneRun(form: ProxyForm): Promise<Record<'idle' | 'connected' | 'afterBurst' | 'settled', MemoryMoment>> {
  const server = e2eFixture('big-stdout');
  const proxy = await startProxy(server, form);
  try {
    await pause(QUIET_MS);
    const idle = moment(proxy.pid, proxy.watchdogPid());
    const page = await bridgePeer(proxy, server);
    try {
      await page.request('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'memory-bench', version: '0' },
      });
      await pause(QUIET_MS);
      const connected = moment(proxy.pid, proxy.watchdogPid());
      const answer = await page.request('tools/call', { name: 'big', arguments: { bytes: BURST_BYTES } });
      if (answer.length < BURST_BYTES)
        throw new Error(`the result was ${answer.length} bytes, not over ${BURST_BYTES}`);
      const afterBurst = moment(proxy.pid, proxy.watchdogPid());
      await pause(SETTLE_MS);
      const settled = moment(proxy.pid, proxy.watchdogPid());
      return { idle, connected, afterBurst, settled };
    } finally {
      await page.close();
    }
  } finally {
    await proxy.close();
  }
}

const medianMoment = (moments: MemoryMoment[]): MemoryMoment => {
  const of = (pick: (moment: MemoryMoment) => ProcessMemory | undefined): ProcessMemory | undefined => {
    const parts = moments.map(pick).filter((part): part is ProcessMemory => part !== undefined);
    if (parts.length === 0) return undefined;
    const round = (value: number) => Number(value.toFixed(1));
    return {
      rssMB: round(median(parts.map((part) => part.rssMB))),
      pssMB: round(median(parts.map((part) => part.pssMB))),
      privateMB: round(median(parts.map((part) => part.privateMB))),
    };
  };
  const watchdog = of((moment) => moment.watchdog);
  return {
    proxy: of((moment) => moment.proxy)!,
    ...(watchdog ? { watchdog } : {}),
    total: of((moment) => moment.total)!,
  };
};

export async function proxyMemory(runs = 3): Promise<ProxyMemoryFigures> {
  buildPackagedProxy();
  const all: Record<ProxyForm, Awaited<ReturnType<typeof oneRun>>[]> = { package: [], source: [] };
  // Alternating, so that neither form always meets a busier machine.
  for (let run = 0; run < runs; run++) {
    for (const form of run % 2 === 0 ? (['package', 'source'] as const) : (['source', 'package'] as const))
      all[form].push(await oneRun(form));
  }
  return { package: formFigures(all.package), source: formFigures(all.source) };
}

function formFigures(all: Awaited<ReturnType<typeof oneRun>>[]): FormFigures {
  const runs = all.length;
  const rss = (name: keyof (typeof all)[number]) => all.map((run) => Number(run[name].total.rssMB.toFixed(1)));
  return {
    runs,
    burstBytes: BURST_BYTES,
    idle: medianMoment(all.map((run) => run.idle)),
    connected: medianMoment(all.map((run) => run.connected)),
    afterBurst: medianMoment(all.map((run) => run.afterBurst)),
    settled: medianMoment(all.map((run) => run.settled)),
    settleMs: SETTLE_MS,
    samples: {
      idleRssMB: rss('idle'),
      connectedRssMB: rss('connected'),
      afterBurstRssMB: rss('afterBurst'),
      settledRssMB: rss('settled'),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await proxyMemory(Number(process.argv[2] ?? 3)), null, 2));
}
