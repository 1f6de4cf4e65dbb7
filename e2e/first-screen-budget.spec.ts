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
// The shell raised from 177 to 177.1 by issue 26 (measured 177.02, from 176.96): nothing of the chat's code,
// only names: the Chat tab's entry, and the file names of the chunks the bundler splits off where the chat
// shares code with the Tools tab and the session (the call runner, the call history), 0.13 KB in all, of
// which 0.07 was won back by the tabs' default `what` and `loading`.
// Raised again, to 177.5, while issue 26 is under way (measured 177.46): the problem lists' FindingLine in a chunk
// of its own (+0.33 KB, shared by the shell and the tabs), and the Chat and Evals tabs' entries (+0.15 KB). To win
// back before issue 26 is resolved: 20 of the shell's 33 files are under 1 KB, each paying its own import names.
const shellCeilingKB = 177.5;
// The tools listed raised to 297.8 with it (measured 297.31, then 297.67): the Log tab, fetched during the first
// connect, now reads a big log in slices and lays out its rows by arithmetic (+0.3 KB), and has a lane for the model's
// turns (+0.36 KB). Win back both with the shell's: the Log could fetch its Timeline and Entry detail on first use.
const toolsListedCeilingKB = 297.8;

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
