import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import { startInspector } from './start-inspector.ts';

/** A GET to a view's URL as a browser sends it: to the loopback address, Host naming the view (Node does not resolve `*.localhost` itself). */
function getView(url: string, address = '127.0.0.1'): Promise<{ status: number; csp: string | undefined }> {
  const { host, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ host: address, port: Number(port), path: pathname, headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, csp: res.headers['content-security-policy'] as string | undefined });
    })
      .on('error', reject)
      .end();
  });
}

describe('startInspector and the MCP Apps sandbox server', () => {
  it("listens on a second port of the same address, names the views' origins in the config, serves a registered view once on its own host name and stops with the rest", async () => {
    const inspector = await startInspector({ staticRoot: '/nonexistent', bridge: { log: () => {} } });
    const { sandboxPort } = inspector;
    try {
      expect(sandboxPort).not.toBe(inspector.port);
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${inspector.port}/api${path}`, {
          ...init,
          headers: { authorization: `Bearer ${inspector.token}`, 'content-type': 'application/json' },
        });
      const config = (await (await api('/config')).json()) as InspectorConfig;
      expect(config.sandboxOrigins).toBe(`http://*.localhost:${sandboxPort}`);
      // How the page's Copy as command runs this same mcp-loupe's command line.
      expect(config.cli).toEqual([process.execPath, expect.stringMatching(/[/\\]bin[/\\]mcp-loupe\.js$/)]);
      expect(existsSync(config.cli![1]!)).toBe(true);

      const registered = (await (
        await api('/app-views', {
          method: 'POST',
          body: JSON.stringify({ hostOrigin: `http://127.0.0.1:${inspector.port}` }),
        })
      ).json()) as { url: string };
      expect(registered.url).toMatch(new RegExp(`^http://([0-9a-f]{32})\\.localhost:${sandboxPort}/view/\\1$`));
      const page = await getView(registered.url);
      expect(page.status).toBe(200);
      expect(page.csp).toMatch(new RegExp(`; frame-ancestors http://127\\.0\\.0\\.1:${inspector.port}$`));
      expect((await getView(registered.url)).status).toBe(410);
      // Not on the loopback names: those are the inspector's and other local apps'.
      expect((await fetch(`http://127.0.0.1:${sandboxPort}/sandbox.js`)).status).toBe(403);
    } finally {
      await inspector.close();
    }
    await expect(fetch(`http://127.0.0.1:${sandboxPort}/sandbox.js`)).rejects.toThrow();
  });

  it('started on ::1, serves views on ::1, where browsers reach `*.localhost` too', async () => {
    const inspector = await startInspector({ host: '::1', staticRoot: '/nonexistent', bridge: { log: () => {} } });
    try {
      const registered = (await (
        await fetch(`http://[::1]:${inspector.port}/api/app-views`, {
          method: 'POST',
          headers: { authorization: `Bearer ${inspector.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ hostOrigin: `http://[::1]:${inspector.port}` }),
        })
      ).json()) as { url: string };
      expect(registered.url).toMatch(new RegExp(`^http://[0-9a-f]{32}\\.localhost:${inspector.sandboxPort}/view/`));
      expect((await getView(registered.url, '::1')).status).toBe(200);
    } finally {
      await inspector.close();
    }
  });

  it('takes the sandbox port it is given, and gives back the main one when that port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const takenPort = (taken.address() as { port: number }).port;
    const main = createServer();
    await new Promise<void>((resolve) => main.listen(0, '127.0.0.1', resolve));
    const mainPort = (main.address() as { port: number }).port;
    await new Promise<void>((resolve) => main.close(() => resolve()));
    try {
      await expect(
        startInspector({ staticRoot: '/nonexistent', port: mainPort, sandboxPort: takenPort }),
      ).rejects.toThrow(`Port ${takenPort} for the MCP Apps sandbox is already in use on 127.0.0.1`);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
    const inspector = await startInspector({ staticRoot: '/nonexistent', port: mainPort, sandboxPort: takenPort });
    await inspector.close();
    expect(inspector.port).toBe(mainPort);
    expect(inspector.sandboxPort).toBe(takenPort);
  });
});
