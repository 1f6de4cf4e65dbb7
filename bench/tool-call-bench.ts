// A small tool call timed inside the page, part by part, and a server with 2,000 tools.
// Run alone with `node bench/tool-call-bench.ts` (after `vite build`).
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { launchWithoutDeferral } from './floors.ts';
import { loupe } from './inspectors/loupe.ts';
import { armProbe, installPageProbe, longestTaskSince, probeTimes, type ProbeTimes } from './page-probe.ts';
import { withInspectorPage } from './page-bench.ts';
import type { ServerCommand } from './servers.ts';
import { median as middle, medianAndP90Ms } from './stats.ts';

const manyToolsServer = (count: number): ServerCommand => ({
  command: process.execPath,
  args: [fileURLToPath(new URL('../e2e/fixtures/many-tools.mjs', import.meta.url)), '--count', String(count)],
});

const round = (ms: number) => Math.round(ms * 100) / 100;

const median = (samples: number[]) => round(middle(samples));

/** The parts of one call, from the probe's times. */
function callParts(times: ProbeTimes) {
  const { event, eventHandled: click, sent, received, shown, frame } = times;
  if (
    event === undefined ||
    click === undefined ||
    sent === undefined ||
    received === undefined ||
    shown === undefined ||
    frame === undefined
  )
    throw new Error(`a part was not seen: ${JSON.stringify(times)}`);
  return {
    clickToSent: sent - click,
    sentToReceived: received - sent,
    receivedToShown: shown - received,
    clickToShown: shown - click,
    shownToFrame: frame - shown,
    inputToClick: click - event,
  };
}

export interface ClickToResultFigures {
  runs: number;
  /** Click on Run tool (the click event at a capture listener on the window) to the echo's text in the Result (DOM): the target is under 10 ms. */
  clickToShown: { medianMs: number; p90Ms: number };
  /** Click event to the frame handed to the WebSocket: the page before sending (target under 3 ms). */
  clickToSent: { medianMs: number; p90Ms: number };
  /** Frame handed to the WebSocket to the answer's `message` event: the bridge and the server (target under 3 ms). */
  sentToReceived: { medianMs: number; p90Ms: number };
  /** Answer's arrival to its text in the DOM (target under 3 ms). */
  receivedToShown: { medianMs: number; p90Ms: number };
  /** Text in the DOM to the next animation frame's callbacks (when it can be painted); not part of the target. */
  shownToFrame: { medianMs: number; p90Ms: number };
  /** The click event's own timestamp (when the browser made it, from the mouse up) to its first listener: input delivery, not part of the target. */
  inputToClick: { medianMs: number; p90Ms: number };
  longestTaskMs: number;
  samples: ReturnType<typeof callParts>[];
}

/** `calls` runs of `echo` (after three not counted), each with its own message, on a stdio server with only that tool; `deferral: false` runs them in a Chromium without its after-input deferral. */
export function clickToResult(
  calls = 30,
  { deferral = true }: { deferral?: boolean } = {},
): Promise<ClickToResultFigures> {
  return withInspectorPage(
    loupe,
    manyToolsServer(0),
    async (page, longTasks) => {
      await page.getByRole('tab', { name: 'Tools', exact: true }).click();
      await loupe.chooseTool(page, 'echo', {});
      const field = page.getByLabel('message', { exact: true });
      const run = page.getByRole('button', { name: 'Run tool' });
      const samples: ReturnType<typeof callParts>[] = [];
      let mark = 0;
      for (let index = -3; index < calls; index++) {
        if (index === 0) mark = longTasks.mark();
        const message = `call-${index + 3}-of-loupe-bench`;
        await field.fill(message);
        await page.waitForTimeout(150);
        const echo = `Echo: ${message}`;
        await armProbe(page, { sent: `"${message}"`, received: echo, shown: echo });
        const times = probeTimes(page);
        await page.waitForTimeout(20);
        await run.click();
        const parts = callParts(await times);
        if (index >= 0) samples.push(parts);
        await page.waitForTimeout(100);
      }
      const pick = (key: keyof ReturnType<typeof callParts>) => medianAndP90Ms(samples.map((sample) => sample[key]));
      return {
        runs: samples.length,
        clickToShown: pick('clickToShown'),
        clickToSent: pick('clickToSent'),
        sentToReceived: pick('sentToReceived'),
        receivedToShown: pick('receivedToShown'),
        shownToFrame: pick('shownToFrame'),
        inputToClick: pick('inputToClick'),
        longestTaskMs: longTasks.since(mark).longestTaskMs,
        samples: samples.map(
          (sample) =>
            Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, round(value)])) as ReturnType<
              typeof callParts
            >,
        ),
      };
    },
    { prepare: (page) => installPageProbe(page), ...(deferral ? {} : { launch: launchWithoutDeferral }) },
  );
}

export interface ManyToolsFigures {
  tools: number;
  runs: number;
  /** tools/list frame sent to the list's counter ("N tools") in the DOM. */
  listSentToShown: { medianMs: number; samples: number[] };
  /** The whole tools/list answer received to the counter in the DOM: the page's own share. */
  listReceivedToShown: { medianMs: number; samples: number[] };
  /** Longest task from the tools/list request until the list was shown and the page settled (target under 50 ms); the page's own start is another figure's. */
  loadLongestTaskMs: { medianMs: number; samples: number[] };
  /** A search typed at once (one input event) to the filtered counter in the DOM. */
  searchToShown: { medianMs: number; samples: number[] };
  /** Longest task while a search is typed key by key and shown, then cleared (target under 50 ms). */
  searchLongestTaskMs: { medianMs: number; samples: number[] };
}

/** The name e2e/fixtures/many-tools.mjs gives its tool number `index` (after echo). */
const fixtureToolName = (index: number) => {
  const areas = ['files', 'issues', 'calendar', 'billing', 'search', 'deploy', 'metrics', 'users'];
  const verbs = ['list', 'get', 'create', 'update', 'delete', 'archive', 'export', 'sync'];
  return `${areas[index % areas.length]}_${verbs[Math.floor(index / areas.length) % verbs.length]}_${String(index).padStart(4, '0')}`;
};

async function searchOnce(page: Page, query: string, shown: string): Promise<number> {
  const search = page.getByRole('searchbox', { name: 'Search tools' });
  await armProbe(page, { sent: '\u0000never', received: '\u0000never', shown });
  const times = probeTimes(page);
  await search.fill(query);
  const { event, shown: at } = await times;
  return at! - event!;
}

/** A stdio server with `count` tools besides `echo`, opened `runs` times: the list shown, then searched. */
export async function manyTools(count = 2000, runs = 3): Promise<ManyToolsFigures> {
  const total = count + 1;
  const samples = {
    listSentToShown: [] as number[],
    listReceivedToShown: [] as number[],
    loadLongestTaskMs: [] as number[],
    searchToShown: [] as number[],
    searchLongestTaskMs: [] as number[],
  };
  for (let run = 0; run < runs; run++) {
    await withInspectorPage(
      loupe,
      manyToolsServer(count),
      async (page, longTasks) => {
        await page.getByRole('tab', { name: 'Tools', exact: true }).click();
        const { sent, received, shown } = await probeTimes(page);
        await page.waitForTimeout(500);
        samples.listSentToShown.push(round(shown! - sent!));
        samples.listReceivedToShown.push(round(shown! - received!));
        samples.loadLongestTaskMs.push(await longestTaskSince(page, sent!));

        // 'billing_export' names every 64th tool (8 areas × 8 verbs), and no title or description holds it.
        const matches = Array.from({ length: count }, (_, index) => fixtureToolName(index)).filter((name) =>
          name.startsWith('billing_export'),
        ).length;
        samples.searchToShown.push(round(await searchOnce(page, 'billing_export', `${matches} of ${total} tools`)));
        await searchOnce(page, '', `${total} tools`);
        await page.waitForTimeout(300);
        const mark = longTasks.mark();
        const search = page.getByRole('searchbox', { name: 'Search tools' });
        await search.pressSequentially('deploy_sync', { delay: 30 });
        await page.getByText(/^\d+ of \d+ tools$/).waitFor();
        await search.fill('');
        await page.getByText(`${total} tools`, { exact: true }).waitFor();
        await page.waitForTimeout(300);
        samples.searchLongestTaskMs.push(longTasks.since(mark).longestTaskMs);
      },
      // The last tool's name is in the answer's last chunk: received means the whole answer is in.
      {
        prepare: (page) =>
          installPageProbe(page, {
            sent: '"tools/list"',
            received: fixtureToolName(count - 1),
            shown: `${total} tools`,
          }),
      },
    );
  }
  const figure = (values: number[]) => ({ medianMs: median(values), samples: values });
  return {
    tools: total,
    runs,
    listSentToShown: figure(samples.listSentToShown),
    listReceivedToShown: figure(samples.listReceivedToShown),
    loadLongestTaskMs: figure(samples.loadLongestTaskMs),
    searchToShown: figure(samples.searchToShown),
    searchLongestTaskMs: figure(samples.searchLongestTaskMs),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const calls = Number(process.env.CALLS ?? 30);
  const result = await clickToResult(calls, { deferral: process.env.DEFERRAL !== 'off' });
  const { samples: _samples, ...figures } = result;
  console.log('clickToResult', JSON.stringify(figures));
  if (process.env.SKIP_MANY !== '1')
    console.log(
      'manyTools',
      JSON.stringify(await manyTools(Number(process.env.TOOLS ?? 2000), Number(process.env.RUNS ?? 3))),
    );
}
