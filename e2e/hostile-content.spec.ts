import { fixturesDir } from './inspector.ts';
import { expect, test } from './reused-page.ts';
import {
  heldFirm,
  hostileSchemes,
  hostileServerFile,
  surfaces,
  urlElicitationHeld,
  urlRequiredHeld,
  watchPage,
} from './hostile-tour.ts';
import { openInspector } from './inspector-page.ts';

// Issue 17: script in every field a server supplies, and in every URL it can. The page's CSP is
// bypassed, so what holds is the page's own rendering: nothing is parsed as HTML, and no URL
// but http(s) becomes a link or reaches window.open.
test.use({
  defaultServer: { command: process.execPath, args: [`${fixturesDir}${hostileServerFile}`], env: {} },
  bypassCSP: true,
});

test('no field of a hostile server runs script, opens a dialog, navigates, or links anything but http(s)', async ({
  page,
  inspector,
}) => {
  test.slow();
  const watch = await watchPage(page);
  await openInspector(page, inspector.url);
  for (const surface of surfaces) {
    await test.step(surface.name, async () => {
      await surface.visit(page);
      const facts = await watch.facts();
      expect(facts, surface.name).toMatchObject({
        ran: [],
        dialogs: [],
        unsafeLinks: [],
        inlineHandlers: 0,
        scripts: 0,
        navigatedTo: undefined,
      });
      expect(heldFirm(facts)).toBe(true);
    });
  }
  // The website a server names is not linked unless http(s); the reason says why.
  await expect(page.getByRole('region', { name: 'Server overview' })).toContainText(
    'not opened: only http and https links are opened; this one is javascript:',
  );
});

test('a URL elicitation of javascript:, data:, file: or vbscript: is shown with the reason and cannot be accepted', async ({
  page,
  inspector,
}) => {
  const watch = await watchPage(page);
  await openInspector(page, inspector.url);
  for (const scheme of hostileSchemes) expect(await urlElicitationHeld(page, scheme), scheme).toBe(true);
  const facts = await watch.facts();
  expect(facts.opened).toEqual([]);
  expect(heldFirm(facts)).toBe(true);
});

test('a -32042 error offers Open URL for its https page alone, and that button opens exactly it', async ({
  page,
  inspector,
}) => {
  const watch = await watchPage(page);
  await openInspector(page, inspector.url);
  const held = await urlRequiredHeld(page);
  expect(held.schemes).toEqual(Object.fromEntries(hostileSchemes.map((scheme) => [scheme, true])));
  expect(held.httpsOpens).toBe(true);
  const facts = await watch.facts();
  expect(facts.opened).toEqual(['https://example.com/consent']);
  expect(heldFirm(facts)).toBe(true);
});
