import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import type { HttpTarget } from '../shared/http/http-target.ts';
import { createApp } from './app.ts';
import { startSandboxServer } from './apps/sandbox-server.ts';
import type { BridgeDeps } from './bridge/bridge-server.ts';
import { createBridgeServer } from './bridge/bridge-server.ts';
import type { LlmOptions } from './cli/llm-args.ts';
import { modelSettingsAtStart } from './model/start-models.ts';
import { openBrowser as defaultOpenBrowser } from './cli/open-browser.ts';
import { defaultStaticRoot, everythingServer, packageRoot, packageVersion } from './package-info.ts';
import { loopbackListenAddress } from './security/loopback.ts';
import { createToken } from './security/token.ts';
import { listen, PortInUseError } from './server/listen.ts';

export interface StartInspectorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The port of the MCP Apps sandbox server, on the same address (views on `<id>.localhost:<port>`); 0 (the default) picks a free one. */
  sandboxPort?: number;
  /** A loopback name: 127.0.0.1 (default), localhost or ::1. */
  host?: string;
  /** A fresh random token when absent. */
  token?: string;
  /** The server the page starts with; the embedded server-everything when absent. */
  defaultServer?: InspectorConfig['defaultServer'];
  /** A server behind a URL the page opens onto instead; served to the page with its headers and bearer, behind the token. */
  defaultRemote?: HttpTarget;
  /** Open the page in the default browser. Off by default. */
  open?: boolean;
  /** The built web app; dist/web by default. */
  staticRoot?: string;
  /** Side effects of the bridge (spawn, clock, logger, grace period, …). */
  bridge?: Partial<BridgeDeps>;
  /** Opens the page; returns what removes anything it left behind (called by close). */
  openBrowser?: (url: string) => () => void;
  /** The model given at start (`--llm-…`); the page's Model panel starts from it. */
  llm?: LlmOptions;
  /** Where model keys are read from (never argv); this process's environment by default. */
  keyEnvironment?: Readonly<Record<string, string | undefined>>;
}

export interface RunningInspector {
  /** The page's URL, token included. */
  url: string;
  port: number;
  /** The port MCP App views run on, each on a host name of its own: `http://<view id>.localhost:<port>`. */
  sandboxPort: number;
  token: string;
  /** Stops listening, ends every child process group and the watchdog, and removes the browser's redirect file. */
  close(): Promise<void>;
}

/**
 * Starts the proxy: HTTP app and /bridge WebSocket on loopback, and beside
 * them the MCP Apps sandbox server. Used by the CLI and by end-to-end tests.
 */
export async function startInspector(options: StartInspectorOptions = {}): Promise<RunningInspector> {
  const address = loopbackListenAddress(options.host ?? '127.0.0.1');
  if (!address)
    throw new Error(
      `--host ${options.host} is not a loopback address: mcp-loupe starts processes, so it listens on 127.0.0.1, localhost or ::1 only`,
    );
  const token = options.token ?? createToken();
  const config: InspectorConfig = {
    defaultServer: options.defaultServer ?? everythingServer(),
    ...(options.defaultRemote ? { defaultRemote: options.defaultRemote } : {}),
    version: packageVersion(),
    cli: [process.execPath, `${packageRoot}bin/mcp-loupe.js`],
    workingDirectory: process.cwd(),
  };

  // The app needs the bound port (Host and Origin checks), known only after listen.
  // The env carries Node's own request and response (the relay cuts a browser's connection through it).
  let fetchApp: ((request: Request, env: HttpBindings) => Response | Promise<Response>) | undefined;
  const server = createAdaptorServer({
    fetch: (request, env) => fetchApp?.(request, env as HttpBindings) ?? new Response('Starting', { status: 503 }),
    overrideGlobalObjects: false,
  }) as Server;
  const port = await listen(server, options.port ?? 0, address.bind);
  const sandboxPort = options.sandboxPort ?? 0;
  const sandbox = await startSandboxServer({ bind: address.bind, port: sandboxPort }).catch((error: unknown) => {
    server.close();
    throw error instanceof PortInUseError
      ? new Error(
          `Port ${sandboxPort} for the MCP Apps sandbox is already in use on ${address.bind}; sandboxPort 0 picks any free port`,
        )
      : error;
  });
  const models = modelSettingsAtStart(options.llm, options.keyEnvironment ?? process.env).settings;
  const app = createApp({ token, port, config, staticRoot: options.staticRoot ?? defaultStaticRoot, sandbox, models });
  fetchApp = (request, env) => app.fetch(request, env);
  const bridge = createBridgeServer({ port, token, deps: options.bridge ?? {} });
  server.on('upgrade', bridge.onUpgrade);
  process.on('exit', bridge.killAllNow);

  const url = `http://${address.urlHost}:${port}/?token=${token}`;
  const forgetOpener = options.open ? (options.openBrowser ?? defaultOpenBrowser)(url) : undefined;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      forgetOpener?.();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await bridge.closeAll();
      await Promise.all([stopped, sandbox.close()]);
      process.off('exit', bridge.killAllNow);
    })());
  return { url, port, sandboxPort: sandbox.port, token, close };
}
