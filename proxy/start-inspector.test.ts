import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import { startInspector } from './start-inspector.ts';

describe('startInspector and the MCP Apps sandbox origin', () => {
  it('listens on a second port of the same host, names it in the config, serves a registered view once and stops with the rest', async () => {
    const inspector = await startInspector({ staticRoot: '/nonexistent', bridge: { log: () => {} } });
    const sandboxPort = Number(new URL(inspector.sandboxOrigin).port);
    try {
      expect(inspector.sandboxOrigin).toBe(`http://127.0.0.1:${sandboxPort}`);
      expect(sandboxPort).not.toBe(inspector.port);
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${inspector.port}/api${path}`, { ...init, headers: { authorization: `Bearer ${inspector.token}`, 'content-type': 'application/json' } });
      const config = (await (await api('/config')).json()) as InspectorConfig;
      expect(config.sandboxOrigin).toBe(inspector.sandboxOrigin);
      // How the page's Copy as command runs this same mcp-loupe's command line.
      expect(config.cli).toEqual([process.execPath, expect.stringMatching(/[/\\]bin[/\\]mcp-loupe\.js$/)]);
      expect(existsSync(config.cli![1]!)).toBe(true);

      const registered = (await (await api('/app-views', { method: 'POST', body: JSON.stringify({ hostOrigin: `http://127.0.0.1:${inspector.port}` }) })).json()) as { url: string };
      expect(registered.url).toMatch(`${inspector.sandboxOrigin}/view/`);
      const page = await fetch(registered.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(new RegExp(`; frame-ancestors http://127\\.0\\.0\\.1:${inspector.port}$`));
      expect((await fetch(registered.url)).status).toBe(410);
    } finally {
      await inspector.close();
    }
    await expect(fetch(`${inspector.sandboxOrigin}/sandbox.js`)).rejects.toThrow();
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
      await expect(startInspector({ staticRoot: '/nonexistent', port: mainPort, sandboxPort: takenPort })).rejects.toThrow(`Port ${takenPort} for the MCP Apps sandbox is already in use on 127.0.0.1`);
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
    const inspector = await startInspector({ staticRoot: '/nonexistent', port: mainPort, sandboxPort: takenPort });
    await inspector.close();
    expect(inspector.port).toBe(mainPort);
    expect(inspector.sandboxOrigin).toBe(`http://127.0.0.1:${takenPort}`);
  });
});
