// Issue 18's figures: where each stands in results.json, its unit and its target, and the official
// inspector's figure where the same thing was measured for it in the same run.
import { at, atOrReason, type FigureSpec, type Results } from './targets.ts';

const ms = 'ms';

/** The browser reports long tasks only: a longest task of 0 means none went over 50 ms. */
const noLongTask = 'none over 50 ms';

/** A reference run's longest task, or, for a run stopped at its cap, that it did not finish and how long its page had not answered. */
function referenceLongestTask(results: Results, path: string): number | string | undefined {
  const run = atOrReason(results, `${path}.didNotFinish`);
  const unanswered = at(results, `${path}.unresponsiveAtCapMs`);
  if (typeof run === 'string' && unanswered !== undefined)
    return `${run} (unanswering for ${Math.round(unanswered / 1000)} s)`;
  return atOrReason(results, `${path}.longestTaskMs`);
}

export const figureSpecs: FigureSpec[] = [
  {
    id: 'firstScreenShellKB',
    what: 'JS and CSS the page asked for before the first screen shows (header, tabs, Connecting…), gzip',
    unit: 'KB',
    target: { below: 150 },
    pick: (r) => at(r, 'firstScreen.shellKB'),
  },
  {
    id: 'firstScreenToolsKB',
    what: 'JS and CSS the page asked for before the default server’s tools are listed, gzip',
    unit: 'KB',
    target: { below: 150 },
    pick: (r) => at(r, 'firstScreen.toolsListedKB'),
    reference: (r) => atOrReason(r, 'sideBySide.pageBytes.reference.KB'),
  },
  {
    zero: noLongTask,
    id: 'loadLongestTask',
    what: 'longest main-thread task while the page loads and connects',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'firstScreen.longestTaskMs'),
  },
  {
    id: 'clickToShown',
    what: 'click on Run tool to the echo’s result in the page (stdio, local fixture)',
    unit: ms,
    target: { below: 10 },
    pick: (r) => at(r, 'clickToResult.clickToShown.medianMs'),
  },
  {
    id: 'clickToSent',
    what: '… of which the page before the frame is sent',
    unit: ms,
    target: { below: 3 },
    pick: (r) => at(r, 'clickToResult.clickToSent.medianMs'),
  },
  {
    id: 'sentToReceived',
    what: '… of which frame sent to answer received (bridge and server)',
    unit: ms,
    target: { below: 3 },
    pick: (r) => at(r, 'clickToResult.sentToReceived.medianMs'),
  },
  {
    id: 'receivedToShown',
    what: '… of which answer received to the result in the page',
    unit: ms,
    target: { below: 3 },
    pick: (r) => at(r, 'clickToResult.receivedToShown.medianMs'),
  },
  {
    id: 'bareEchoAfterClick',
    what: '… the browser’s floor under “frame sent to answer”: a bare WebSocket echo sent from a click, same Chromium',
    unit: ms,
    pick: (r) => at(r, 'bareEchoAfterClick.stock.sentToReceived.medianMs'),
  },
  {
    id: 'clickToShownNoDeferral',
    what: 'click on Run tool to the result, in a Chromium without its after-input deferral',
    unit: ms,
    target: { below: 10 },
    pick: (r) => at(r, 'clickToResultNoDeferral.clickToShown.medianMs'),
  },
  {
    id: 'sentToReceivedNoDeferral',
    what: '… of which frame sent to answer received',
    unit: ms,
    target: { below: 3 },
    pick: (r) => at(r, 'clickToResultNoDeferral.sentToReceived.medianMs'),
  },
  {
    id: 'receivedToShownNoDeferral',
    what: '… of which answer received to the result in the page',
    unit: ms,
    target: { below: 3 },
    pick: (r) => at(r, 'clickToResultNoDeferral.receivedToShown.medianMs'),
  },
  {
    id: 'bareEchoNoDeferral',
    what: '… the floor: a bare WebSocket echo sent from a click, same Chromium without the deferral',
    unit: ms,
    pick: (r) => at(r, 'bareEchoAfterClick.noDeferral.sentToReceived.medianMs'),
  },
  {
    id: 'bridgeAdded',
    what: 'round trip added by the bridge over a direct pipe to the same server',
    unit: ms,
    target: { below: 0.5 },
    pick: (r) => at(r, 'bridge.addedMedianMs'),
  },
  {
    id: 'bridgeThroughput',
    what: 'bridge throughput with 64 in flight, as a share of the pipe’s',
    unit: '×',
    target: { atLeast: 0.5 },
    pick: (r) => at(r, 'bridge.throughputRatio'),
  },
  {
    id: 'result10MB',
    what: 'a 10 MB tool result: click to visible',
    unit: ms,
    target: { below: 300 },
    pick: (r) => at(r, 'toolResult10MB.visibleInPageMs'),
  },
  {
    id: 'result10MBSideBySide',
    what: 'a 10 MB tool result: click to shown, seen from outside the page (both inspectors)',
    unit: ms,
    pick: (r) => at(r, 'sideBySide.toolResult10MB.loupe.elapsedMs'),
    reference: (r) => atOrReason(r, 'sideBySide.toolResult10MB.reference.elapsedMs'),
  },
  {
    zero: noLongTask,
    id: 'result10MBLongestTask',
    what: 'a 10 MB tool result: longest task (both inspectors)',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'sideBySide.toolResult10MB.loupe.longestTaskMs'),
    reference: (r) => atOrReason(r, 'sideBySide.toolResult10MB.reference.longestTaskMs'),
  },
  {
    id: 'result20MB',
    what: 'a 20 MB tool result: click to visible',
    unit: ms,
    target: { below: 500 },
    pick: (r) => at(r, 'toolResult20MB.visibleInPageMs'),
  },
  {
    id: 'bareBulk20MB',
    what: '… the browser’s floor under it: 20 MB carried by a bare WebSocket into a page, same Chromium',
    unit: ms,
    pick: (r) => at(r, 'bareBulk20MB.receivedMs.medianMs'),
  },
  {
    id: 'pipeBigAnswer20MB',
    what: '… and under it the fixture server’s own time to answer 20 MB over a direct pipe',
    unit: ms,
    pick: (r) => at(r, 'pipeBigAnswer20MB.answeredMs.medianMs'),
  },
  {
    zero: noLongTask,
    id: 'result20MBLongestTask',
    what: 'a 20 MB tool result: longest task',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'toolResult20MB.longestTaskMs'),
  },
  {
    zero: noLongTask,
    id: 'notifications100kLongestTask',
    what: '100,000 notifications: longest task',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'logScale100k.longestTaskMs'),
  },
  {
    id: 'notifications100kFilter',
    what: '100,000 notifications: a filter typed to the count shown',
    unit: ms,
    target: { below: 30 },
    pick: (r) => at(r, 'logScale100k.filterMs'),
  },
  {
    zero: 'none',
    id: 'stderrFloodBlocked',
    what: 'a 60 s stderr flood: main thread blocked in total (beyond 50 ms a task)',
    unit: ms,
    target: { below: 200 },
    pick: (r) => at(r, 'stderrFlood60s.blockingMs'),
  },
  {
    zero: noLongTask,
    id: 'appFlood100kLongestTask',
    what: 'an MCP App view sending 100,000 log messages: longest task',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'appFlood100k.longestTaskMs'),
  },
  {
    id: 'appFlood100kClick',
    what: '… a click on a tab during it, to the frame that shows the tab chosen (the longest)',
    unit: ms,
    pick: (r) => at(r, 'appFlood100k.longestClickMs'),
  },
  {
    zero: noLongTask,
    id: 'paste5MB',
    what: 'paste 5 MB into a string field: longest task',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'paste5MB.longTasks.longestTaskMs'),
  },
  {
    id: 'manyToolsListed',
    what: '2,000 tools: tools/list sent to the list shown',
    unit: ms,
    pick: (r) => at(r, 'manyTools2000.listSentToShown.medianMs'),
  },
  {
    zero: noLongTask,
    id: 'manyToolsLoadTask',
    what: '2,000 tools: longest task while they are listed',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'manyTools2000.loadLongestTaskMs.medianMs'),
  },
  {
    id: 'manyToolsSearch',
    what: '2,000 tools: a search typed to the filtered list shown',
    unit: ms,
    pick: (r) => at(r, 'manyTools2000.searchToShown.medianMs'),
  },
  {
    zero: noLongTask,
    id: 'manyToolsSearchTask',
    what: '2,000 tools: longest task while searching',
    unit: ms,
    target: { below: 50 },
    pick: (r) => at(r, 'manyTools2000.searchLongestTaskMs.medianMs'),
  },
  {
    id: 'cliWall',
    what: '`--cli --method tools/list` on a local stdio server, whole process, wall',
    unit: ms,
    pick: (r) => at(r, 'cli.loupe.wallMs'),
    reference: (r) => atOrReason(r, 'cli.reference.wallMs'),
  },
  {
    id: 'cliCpu',
    what: '… the same, CPU (user + system, server included)',
    unit: ms,
    pick: (r) => at(r, 'cli.loupe.cpuMs'),
    reference: (r) => atOrReason(r, 'cli.reference.cpuMs'),
  },
  {
    id: 'cliRatio',
    what: '… wall time, mcp-loupe ÷ the official CLI (aim: half)',
    unit: '×',
    target: { below: 0.5 },
    pick: (r) => at(r, 'cli.ratioWall'),
  },
  {
    id: 'memoryIdle',
    what: 'proxy and watchdog when idle, RSS (published package)',
    unit: 'MB',
    target: { below: 80 },
    pick: (r) => at(r, 'memory.package.idle.total.rssMB'),
  },
  {
    id: 'memoryConnected',
    what: 'proxy and watchdog with a page connected, RSS',
    unit: 'MB',
    target: { below: 80 },
    pick: (r) => at(r, 'memory.package.connected.total.rssMB'),
  },
  {
    id: 'memoryConnectedPss',
    what: '… the same, PSS (memory they share, such as Node’s own code, counted once)',
    unit: 'MB',
    target: { below: 80 },
    pick: (r) => at(r, 'memory.package.connected.total.pssMB'),
  },
  {
    id: 'memorySettled',
    what: 'proxy and watchdog after a 50 MB burst, settled, RSS',
    unit: 'MB',
    pick: (r) => at(r, 'memory.package.settled.total.rssMB'),
  },
  {
    zero: noLongTask,
    id: 'burst2000',
    what: 'a tool call sending 2,000 notifications first: longest task',
    unit: ms,
    pick: (r) => at(r, 'sideBySide.burst2000.loupe.longestTaskMs'),
    reference: (r) => referenceLongestTask(r, 'sideBySide.burst2000.reference'),
  },
];
