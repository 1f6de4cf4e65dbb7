import { freePort, startHttpFixture, type RunningHttpFixture } from './fixtures/http/start-fixture.ts';
import { expect, test as base } from './inspector.ts';
import {
  connect,
  connectionStatus,
  expectConnected,
  openInspector,
  openTab,
  showConnectionSettings,
} from './inspector-page.ts';
import type { Page } from '@playwright/test';

const doctor = (page: Page) => page.getByRole('region', { name: 'Connection doctor' });
const verdict = (page: Page) => page.getByRole('status', { name: 'Doctor verdict' });

async function typeUrl(page: Page, url: string, transport = 'auto') {
  await showConnectionSettings(page);
  await page.getByLabel('Transport').selectOption(transport);
  await page.getByLabel('URL', { exact: true }).fill(url);
  await connect(page);
}

base.describe('the connection doctor', () => {
  base(
    'a server that is down: the connection fails, the doctor runs by itself and says nothing listens',
    async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      const port = await freePort();
      await typeUrl(page, `http://127.0.0.1:${port}/mcp`);
      await expect(connectionStatus(page)).toContainText('Error');
      await expect(doctor(page)).toBeVisible();
      await expect(verdict(page)).toContainText(`Nothing listens on 127.0.0.1:${port}`);
      await expect(doctor(page).getByRole('listitem', { name: 'TCP connection: failed' })).toBeVisible();
    },
  );

  base(
    'after a disconnect, the doctor examines the URL typed in the form, not the one last connected to',
    async ({ page, inspector, shared }) => {
      const everything = await shared.everything('streamableHttp');
      await openInspector(page, inspector.url);
      await typeUrl(page, everything.url, 'streamable-http');
      await expectConnected(page);
      await page.getByRole('button', { name: 'Disconnect' }).click();
      await expect(connectionStatus(page)).toContainText('Disconnected');

      const port = await freePort();
      const typed = `http://127.0.0.1:${port}/mcp`;
      await showConnectionSettings(page);
      await page.getByLabel('URL', { exact: true }).fill(typed);
      await openTab(page, 'Connection');
      await expect(doctor(page)).toContainText(typed);
      await doctor(page).getByRole('button', { name: 'Run the doctor' }).click();
      await expect(verdict(page)).toContainText(`Nothing listens on 127.0.0.1:${port}`);
    },
  );

  base.describe('against fixtures', () => {
    let html: RunningHttpFixture;
    let selfSigned: RunningHttpFixture;
    base.beforeAll(async () => {
      html = await startHttpFixture('html-page');
      selfSigned = await startHttpFixture('self-signed');
    });
    base.afterAll(async () => {
      await html.stop();
      await selfSigned.stop();
    });

    base('a server that answers an HTML page: named as such', async ({ page, inspector }) => {
      await openInspector(page, inspector.url);
      await typeUrl(page, html.url, 'streamable-http');
      await expect(connectionStatus(page)).toContainText('HTML');
      await expect(verdict(page)).toContainText('HTML page');
    });

    base(
      'a self-signed certificate: shown, trusted for this run on request, then the connection goes through the proxy',
      async ({ page, inspector }) => {
        await openInspector(page, inspector.url);
        await typeUrl(page, selfSigned.url, 'streamable-http');
        await expect(connectionStatus(page)).toContainText('Error');
        await expect(verdict(page)).toContainText('self-signed');
        const fingerprint = selfSigned.lines
          .find((line) => line.startsWith('fingerprint256 '))!
          .slice('fingerprint256 '.length);
        const certificate = doctor(page).getByRole('group', { name: 'Certificate' });
        await expect(certificate).toContainText(fingerprint);
        await certificate.getByRole('button', { name: 'Trust this certificate for this run' }).click();
        // The doctor runs again: the certificate passes, and says who vouches for it.
        const tls = doctor(page).getByRole('listitem', { name: 'TLS certificate: passed' });
        await expect(tls).toContainText('trusted by you for this run');

        await connect(page);
        await expectConnected(page);
        await expect(connectionStatus(page)).toContainText('via proxy');
        await openTab(page, 'Tools');
        await expect(page.getByRole('button', { name: /echo/ }).first()).toBeVisible();
      },
    );
  });
});
