import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { listen } from '../server/listen.ts';
import { sandboxApp, sandboxScriptFile } from './sandbox-app.ts';
import { viewOrigin } from './view-origin.ts';
import { ViewRegistry } from './view-registry.ts';

export interface SandboxServerOptions {
  /** The loopback address to bind, the main server's: browsers resolve `*.localhost` to 127.0.0.1 and ::1 alike. */
  bind: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  views?: ViewRegistry;
  /** The sandbox script's text; sandbox-script.js by default. */
  script?: string;
}

export interface RunningSandbox {
  port: number;
  views: ViewRegistry;
  /** A view's own origin, such as `http://<id>.localhost:6281`. */
  originOf(id: string): string;
  close(): Promise<void>;
}

/** Starts the sandbox server beside the main one. */
export async function startSandboxServer({
  bind,
  port = 0,
  views = new ViewRegistry(),
  script,
}: SandboxServerOptions): Promise<RunningSandbox> {
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
  return { port: bound, views, originOf: (id) => viewOrigin(id, bound), close };
}
