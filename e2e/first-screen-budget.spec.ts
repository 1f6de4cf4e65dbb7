import { expect, test } from './inspector.ts';
import { firstScreenMoments, recordAssets, watchFirstScreen } from './first-screen.ts';

// Ceilings on the JS and CSS (gzip) the first screen loads, as measured when they were set: they only
// go down. Issue 18's target is 150 KB up to the tools listed, out of reach while listing them takes
// React (about 69 KB) and the MCP SDK's client with its zod schemas (79 KB): with the CSS (10 KB),
// 158 KB before any code of ours. Measured: the shell 175.8 KB; the tools listed 291 KB (the shell, the
// session's engine with the SDK 95 KB, and the Log tab 22 KB, fetched during the first connect).
// Each moment counts every file the page had asked for by then: counting only those arrived by then
// made the shell 171.8 or 175.8 KB from one run to the next, as one 4 KB file won or lost the race.
// Raised once, from 295 to 297, by issue 25 (measured 296.2): findings with rule and pointer instead of
// strings in the readers, the sampling request and tasks (+1.2 KB), and the one list walker the session
// and the checkup share in a chunk of its own (+0.7 KB). Win it back before anything else grows.
// The shell raised from 177 to 177.1 by issue 26 (the Chat tab's entry, the file names of the chunks the chat shares
// with the Tools tab), then to 177.5 (the problem lists' FindingLine in a chunk of its own, the Chat and Evals tabs'
// entries), the tools listed to 297.8 (the Log reading a big log in slices, its lane for the model's turns).
// All won back, and more, by keeping the session's and the shell's modules in one file each (scripts/shell-chunks.ts):
// the bundler had split them into 33 files, 20 under 1 KB, each paying its own import and export names and compressed
// apart: the shell 168.29 KB (from 177.46), the tools listed 288.34 KB (from 297.67). Then the tab strip's More tabs
// menu, its scrolling and its keys (+1 KB: every tab reachable at 1024 px), and Copy as config's button in the shell's
// file, not a file of its own with its formats' names in another (-0.97 KB). Measured: 168.34 KB and 288.19 KB.
// Then the Log's Save as mock and the Timeline's latency colours (+0.4 KB on the tools listed), won back by fetching
// the log's exporter with the first export or the later parts' prefetch (-0.24 KB), not with the Log tab.
// Raised by issue 28's light appearance (+1.03 KB on each, measured on main at 169.68 and 289.64 KB, themselves over
// 168.5 and 288.5 already, then 170.71 and 290.66 with the appearance): the light palette's values (0.5 KB, hex and only
// the shades the page names), the script that sets the appearance before the first paint (0.3 KB, a file of its own:
// the page's CSP refuses inline scripts) and the header's Menu button (0.2 KB; its popover and the appearance store load
// with the first press). Won back, and more, the same day: the tool list and its virtual scroller (9 KB) are asked for
// once the shell is drawn, in parallel with the first connect, not before it; and the Log tab (25 KB with its parts) is
// no longer fetched while the first connect is under way but first of the later parts once the tools are listed (at
// once if that connect fails). Measured with issue 28's links, collections, command palette and appearance in:
// the shell 156.06 KB, the tools listed 268.07 KB.
// Then the shell under 150 KB: the wire log's judge (the protocol rules and the method catalogue, 8 KB) comes with the
// session's engine, not with the page's log; why a stdio server did not start (2.5 KB) with the first failure; the
// stdio framing decoder with the bridge transport, not with the connection form's framing names; the URL fields
// (1.1 KB) when a URL is first chosen. Measured: the shell 144.1 KB (from 156.2), the tools listed 266.9 KB (from 268.2).
const shellCeilingKB = 144.5;
const toolsListedCeilingKB = 267.3;

test('the first screen loads no more JS and CSS than its budget, and its shell shows before the MCP SDK is loaded', async ({
  page,
  inspector,
}) => {
  await page.addInitScript(watchFirstScreen);
  const assets = recordAssets(page);
  await page.goto(inspector.url);
  const { files } = await firstScreenMoments(page);

  const shell = await assets.bytes(files.shell);
  const toolsListed = await assets.bytes(files.toolsListed);
  expect(shell.gzipBytes / 1000, `the shell's JS and CSS (gzip KB): ${files.shell.join(', ')}`).toBeLessThan(
    shellCeilingKB,
  );
  expect(
    toolsListed.gzipBytes / 1000,
    `the JS and CSS until the tools are listed (gzip KB): ${files.toolsListed.join(', ')}`,
  ).toBeLessThan(toolsListedCeilingKB);

  // The SDK's client comes with the first connect, after the shell: a file holding its Client class is not among the shell's.
  const sdkFiles = await page.evaluate(async (names) => {
    const holding: string[] = [];
    for (const name of names)
      if ((await (await fetch(name)).text()).includes('Server does not support tools')) holding.push(name);
    return holding;
  }, files.toolsListed);
  expect(sdkFiles, 'the file with the SDK client').toHaveLength(1);
  expect(files.shell).not.toContain(sdkFiles[0]);
});
