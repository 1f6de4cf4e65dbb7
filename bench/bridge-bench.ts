// The bridge's cost: the same stdio server reached over its own pipes and through the
// real proxy's /bridge WebSocket, in the same run, in alternating blocks so that the
// machine's load falls on both alike. Round trips of `ping` one at a time, then
// throughput with 64 requests in flight.
import { bridgePeer, pipePeer, startProxy, transportPeer, type LinePeer } from './bridge-peers.ts';
import { median, percentile } from './stats.ts';
import { e2eFixture } from './servers.ts';

export interface RoundTripFigures {
  medianMs: number;
  p90Ms: number;
}

export interface BridgeRoundTripFigures {
  runs: number;
  /** Round trips timed in each run, per path. */
  pingsPerRun: number;
  pipe: RoundTripFigures;
  bridge: RoundTripFigures;
  /** The page's own transport and wire log (run in Node) over the same bridge: what the page's code adds, the browser left out. */
  pageTransport: RoundTripFigures;
  /** Median over runs of (bridge median − pipe median) in that run: what the bridge adds. Target: under 0.5 ms. */
  addedMedianMs: number;
  /** Median over runs of bridge median ÷ pipe median. */
  roundTripRatio: number;
  /** Requests answered per second with 64 in flight (median over runs). */
  pipeRequestsPerSecond: number;
  bridgeRequestsPerSecond: number;
  /** Median over runs of bridge ÷ pipe requests per second (each run: the median of 8 paired bursts of 2,000). Target: at least 0.5. */
  throughputRatio: number;
  samples: { addedMs: number[]; roundTripRatio: number[]; throughputRatio: number[] };
}

const WARMUP = 200;
const PINGS = 500;
const IN_FLIGHT = 64;
const THROUGHPUT_REQUESTS = 2_000;
const PAIRS = 8;

async function roundTrips(peer: LinePeer, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await peer.request('ping');
    times.push(performance.now() - start);
  }
  return times;
}

/** Requests per second with `inFlight` outstanding at every moment. */
async function throughput(peer: LinePeer, total: number, inFlight: number): Promise<number> {
  let sent = 0;
  const start = performance.now();
  const lane = async () => {
    while (sent < total) {
      sent++;
      await peer.request('ping');
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return total / ((performance.now() - start) / 1000);
}

export async function bridgeRoundTrip(runs = 5): Promise<BridgeRoundTripFigures> {
  const server = e2eFixture('burst');
  const proxy = await startProxy(server);
  const pipeTimes: number[] = [];
  const bridgeTimes: number[] = [];
  const transportTimes: number[] = [];
  const added: number[] = [];
  const ratio: number[] = [];
  const pipeRates: number[] = [];
  const bridgeRates: number[] = [];
  const throughputRatios: number[] = [];
  try {
    const pipe = await pipePeer(server);
    const bridge = await bridgePeer(proxy, server);
    const transport = await transportPeer(proxy, server);
    try {
      await roundTrips(transport, WARMUP);
      await roundTrips(pipe, WARMUP);
      await roundTrips(bridge, WARMUP);
      await throughput(pipe, 2_000, IN_FLIGHT);
      await throughput(bridge, 2_000, IN_FLIGHT);
      for (let run = 0; run < runs; run++) {
        // Which path goes first alternates, so neither always meets a warmer machine.
        const order: [LinePeer, number[]][] =
          run % 2 === 0
            ? [
                [pipe, pipeTimes],
                [bridge, bridgeTimes],
              ]
            : [
                [bridge, bridgeTimes],
                [pipe, pipeTimes],
              ];
        const medians = new Map<LinePeer, number>();
        for (const [peer, all] of order) {
          const times = await roundTrips(peer, PINGS);
          all.push(...times);
          medians.set(peer, median(times));
        }
        transportTimes.push(...(await roundTrips(transport, PINGS)));
        added.push(medians.get(bridge)! - medians.get(pipe)!);
        ratio.push(medians.get(bridge)! / medians.get(pipe)!);
        // Short bursts in pairs, each path first in turn: a machine whose load swings (others build and test on it)
        // then weighs on both sides of each pair alike. The run's figure is its median pair.
        const pairs: { pipe: number; bridge: number }[] = [];
        for (let pair = 0; pair < PAIRS; pair++) {
          const first = pair % 2 === 0 ? pipe : bridge;
          const second = first === pipe ? bridge : pipe;
          const firstRate = await throughput(first, THROUGHPUT_REQUESTS, IN_FLIGHT);
          const secondRate = await throughput(second, THROUGHPUT_REQUESTS, IN_FLIGHT);
          pairs.push(
            first === pipe ? { pipe: firstRate, bridge: secondRate } : { pipe: secondRate, bridge: firstRate },
          );
        }
        pipeRates.push(median(pairs.map((each) => each.pipe)));
        bridgeRates.push(median(pairs.map((each) => each.bridge)));
        throughputRatios.push(median(pairs.map((each) => each.bridge / each.pipe)));
      }
    } finally {
      await Promise.all([pipe.close(), bridge.close(), transport.close()]);
    }
  } finally {
    await proxy.close();
  }
  const round = (value: number, digits = 3) => Number(value.toFixed(digits));
  return {
    runs,
    pingsPerRun: PINGS,
    pipe: { medianMs: round(median(pipeTimes)), p90Ms: round(percentile(pipeTimes, 0.9)) },
    bridge: { medianMs: round(median(bridgeTimes)), p90Ms: round(percentile(bridgeTimes, 0.9)) },
    pageTransport: { medianMs: round(median(transportTimes)), p90Ms: round(percentile(transportTimes, 0.9)) },
    addedMedianMs: round(median(added)),
    roundTripRatio: round(median(ratio), 2),
    pipeRequestsPerSecond: Math.round(median(pipeRates)),
    bridgeRequestsPerSecond: Math.round(median(bridgeRates)),
    throughputRatio: round(median(throughputRatios), 2),
    samples: {
      addedMs: added.map((value) => round(value)),
      roundTripRatio: ratio.map((value) => round(value, 2)),
      throughputRatio: throughputRatios.map((value) => round(value, 2)),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await bridgeRoundTrip(Number(process.argv[2] ?? 5)), null, 2));
}
