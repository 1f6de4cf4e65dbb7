import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { listen } from '../server/listen.ts';
import { sandboxApp, sandboxScriptFile } from './sandbox-app.ts';
import { ViewRegistry } from './view-registry.ts';

export interface SandboxServerOptions {
  /** The loopback address to bind, the main server's. */
  bind: string;
  /** The loopback name for URLs, the main server's: 127.0.0.1, localhost or [::1]. */
  urlHost: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  views?: ViewRegistry;
  /** The sandbox script's text; sandbox-script.js by default. */
  script?: string;
}

export interface RunningSandbox {
  /** Such as `http://127.0.0.1:6281`: another origin than the inspector page's, by its port. */
  origin: string;
  port: number;
  views: ViewRegistry;
  close(): Promise<void>;
}

/** Starts the sandbox origin's server beside the main one. */
export async function startSandboxServer({ bind, urlHost, port = 0, views = new ViewRegistry(), script }: SandboxServerOptions): Promise<RunningSandbox> {
  const text = script ?? readFileSync(sandboxScriptFile, 'utf8');
  // The app checks Host against the bound port, known only after listen.
  let app: Hono | undefined;
  const server = createAdaptorServer({
    fetch: (request) => app?.fetch(request) ?? new Response('Starting', { status: 503 }),
    overrideGlobalObjects: false,
  }) as Server;
  const bound = await listen(server, port, bind);
  app = sandboxApp({ port: bound, views, script: text });
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  return { origin: `http://${urlHost}:${bound}`, port: bound, views, close };
}
