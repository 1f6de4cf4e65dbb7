import type { Page } from '@playwright/test';
import { startHttpFixture, type RunningHttpFixture } from './fixtures/http/start-fixture.ts';
import { expect, test as base } from './inspector.ts';
import {
  chooseTool,
  connectionStatus,
  expectConnected,
  logRows,
  openInspector,
  openTab,
  resultRegion,
  rowsWith,
  runTool,
  toolField,
} from './inspector-page.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';

// A 2025-11-25 server that does not know the 2026-07-28 probe (server/discover), opened by the page with revision auto,
// straight from the browser and through the proxy's relay: the probe's failure is the inspector's own, the session
// begins with initialize, the overview says what the probe met, and the doctor agrees with the connection.

/** The inspector opened onto the fixture, as `--url` does, on `route`. */
function openedOnto(env: Record<string, string>, route: HttpTarget['route']) {
  return base.extend<{ server: RunningHttpFixture }>({
    server: async ({}, use) => {
      const server = await startHttpFixture('discover-refused', env);
      await use(server);
      await server.stop();
    },
    defaultRemote: async ({ server }, use) =>
      use({ kind: 'http', url: server.url, transport: 'auto', route, headers: [] }),
  });
}

const discovery = (page: Page) =>
  page
    .getByRole('region', { name: 'Server overview' })
    .getByRole('definition')
    .filter({ hasText: /2026-07-28/ });

async function worksOverInitialize(page: Page, inspectorUrl: string, routeWords: string) {
  await openInspector(page, inspectorUrl);
  await expect(connectionStatus(page)).toContainText(`Streamable HTTP · ${routeWords}`);
  await chooseTool(page, 'add');
  await toolField(page, 'a').fill('2');
  await toolField(page, 'b').fill('3');
  await runTool(page);
  await expect(resultRegion(page)).toContainText('5');
}

/** The doctor, run beside the live connection, finds nothing wrong, and the connection is still up. */
async function doctorAgrees(page: Page) {
  await openTab(page, 'Connection');
  const doctor = page.getByRole('region', { name: 'Connection doctor' });
  await doctor.getByRole('button', { name: 'Run the doctor' }).click();
  await expect(page.getByRole('status', { name: 'Doctor verdict' })).toHaveText('All checks passed.', {
    timeout: 20_000,
  });
  await expect(doctor.getByRole('listitem', { name: /^Protocol revisions: passed/ })).toContainText(
    'server/discover is not understood',
  );
  await expectConnected(page);
}

const anyHeader = { CORS_ALLOW_HEADERS: '*' };

for (const [route, routeWords] of [
  ['auto', 'direct'],
  ['relay', 'via proxy'],
] as const) {
  const fiveHundred = openedOnto({ ...anyHeader, DISCOVER_ANSWER: '500' }, route);
  fiveHundred.describe(`server/discover answered HTTP 500 with -32603, the page ${routeWords}`, () => {
    fiveHundred(
      'falls back to initialize; the overview says the server does not speak 2026-07-28; the doctor agrees',
      async ({ page, inspector }) => {
        await worksOverInitialize(page, inspector.url, routeWords);
        await expect(discovery(page)).toHaveText(
          "Does not speak 2026-07-28: the inspector's server/discover probe was answered with HTTP 500 with JSON-RPC error -32603 (Internal error).",
        );
        const rows = await logRows(page);
        await expect(rowsWith(rows, /does not speak 2026-07-28/)).toHaveCount(1);
        await doctorAgrees(page);
      },
    );
  });

  const notFound = openedOnto({ ...anyHeader, DISCOVER_ANSWER: '404' }, route);
  notFound.describe(`server/discover answered HTTP 404, the page ${routeWords}`, () => {
    notFound('falls back to initialize, and the overview says what the probe met', async ({ page, inspector }) => {
      await worksOverInitialize(page, inspector.url, routeWords);
      await expect(discovery(page)).toHaveText(
        "Does not speak 2026-07-28: the inspector's server/discover probe was answered with HTTP 404.",
      );
      await doctorAgrees(page);
    });
  });

  // The allow-list names the headers of the 2025 revisions one by one, and not Mcp-Method: a browser's preflight refuses the probe.
  const narrowCors = openedOnto({ DISCOVER_ANSWER: '500' }, route);
  narrowCors.describe(
    `a CORS allow-list without Mcp-Method (server/discover answered 500), the page ${routeWords}`,
    () => {
      narrowCors(
        'falls back to initialize, and the overview says what became of the probe on this route',
        async ({ page, inspector }) => {
          await worksOverInitialize(page, inspector.url, routeWords);
          // From the browser the probe never reaches the server, so the page cannot say whether it speaks 2026-07-28; through the relay it does.
          await expect(discovery(page)).toHaveText(
            route === 'relay'
              ? "Does not speak 2026-07-28: the inspector's server/discover probe was answered with HTTP 500 with JSON-RPC error -32603 (Internal error)."
              : /^Not known whether it speaks 2026-07-28: the inspector's server\/discover probe did not reach it \(the browser refused it: the preflight's Access-Control-Allow-Headers \(.*\) does not list mcp-method, which the inspector sends\)\.$/,
          );
          await doctorAgrees(page);
        },
      );
    },
  );
}
