import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectorConfig } from '../shared/bridge/messages.ts';
import type { MainDeps } from './main.ts';
import { start } from './main.ts';
import type { RunningInspector, StartInspectorOptions } from './start-inspector.ts';
import { startInspector } from './start-inspector.ts';

// `mcp-loupe --config FILE --server NAME`: the page opens on a server from another client's config file.

const running: RunningInspector[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((inspector) => inspector.close()));
});

const dir = mkdtempSync(join(tmpdir(), 'mcp-loupe-main-config-'));
writeFileSync(
  join(dir, 'claude_desktop_config.json'),
  JSON.stringify({
    mcpServers: {
      weather: {
        command: 'uv',
        args: ['--directory', dir, 'run', 'weather.py'],
        env: { UNITS: 'metric', TOKEN: '${WEATHER_TOKEN}' },
      },
      sentry: { type: 'http', url: 'https://mcp.sentry.dev/mcp', headers: { Authorization: 'Bearer ${SENTRY_TOKEN}' } },
    },
  }),
);

function harness(env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const exits: number[] = [];
  const deps: Partial<MainDeps> = {
    env,
    cwd: dir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    exit: (code) => exits.push(code),
    onSignal: () => {},
    buildWeb: async () => {},
    openBrowser: () => () => {},
    startInspector: async (options: StartInspectorOptions = {}) => {
      const inspector = await startInspector({ ...options, staticRoot: '/nonexistent', bridge: { log: () => {} } });
      running.push(inspector);
      return inspector;
    },
  };
  return { deps, out, err, exits };
}

async function pageConfig(inspector: RunningInspector): Promise<InspectorConfig> {
  const res = await fetch(`http://127.0.0.1:${inspector.port}/api/config`, {
    headers: { authorization: `Bearer ${inspector.token}` },
  });
  return (await res.json()) as InspectorConfig;
}

describe('mcp-loupe --config FILE --server NAME', () => {
  it('serves the named stdio server as the default, with -e on top, and says what was left as written', async () => {
    const h = harness();
    const inspector = (await start(
      [
        '--port',
        '0',
        '--no-open',
        '--config',
        'claude_desktop_config.json',
        '--server',
        'weather',
        '-e',
        'UNITS=imperial',
      ],
      h.deps,
    )) as RunningInspector;
    expect((await pageConfig(inspector)).defaultServer).toEqual({
      command: 'uv',
      args: ['--directory', dir, 'run', 'weather.py'],
      env: { UNITS: 'imperial', TOKEN: '${WEATHER_TOKEN}' },
    });
    expect(h.out).toEqual([`mcp-loupe ready at ${inspector.url}`, 'Server "weather" from claude_desktop_config.json']);
    expect(h.err).toEqual([
      'mcp-loupe: --config: ${WEATHER_TOKEN} in env TOKEN is not filled in: it is passed as written',
    ]);
  });

  it('serves a server behind a URL as the default remote, its ${VAR} filled from the environment and not printed', async () => {
    const h = harness({ SENTRY_TOKEN: 's3cret' });
    const inspector = (await start(
      ['--port', '0', '--no-open', '--config', join(dir, 'claude_desktop_config.json'), '--server', 'sentry'],
      h.deps,
    )) as RunningInspector;
    expect((await pageConfig(inspector)).defaultRemote).toEqual({
      kind: 'http',
      url: 'https://mcp.sentry.dev/mcp',
      transport: 'streamable-http',
      route: 'auto',
      headers: [{ name: 'Authorization', value: 'Bearer s3cret' }],
    });
    expect(h.out.join('\n')).not.toContain('s3cret');
    expect(h.err).toEqual([]);
  });

  it('refuses, with exit code 2, a missing server, a missing file, and -e for a URL', async () => {
    for (const [argv, message] of [
      [
        ['--server', 'nope'],
        'mcp-loupe: --config "claude_desktop_config.json": No server named "nope" in the file; it holds "weather", "sentry"',
      ],
      [
        [],
        'mcp-loupe: --config "claude_desktop_config.json": The file holds 2 servers ("weather", "sentry"): choose one with --server NAME',
      ],
      [
        ['--server', 'sentry', '-e', 'A=1'],
        'mcp-loupe: -e and --cwd apply to a command; "sentry" in --config is a URL',
      ],
    ] as const) {
      const h = harness();
      expect(
        await start(['--port', '0', '--no-open', '--config', 'claude_desktop_config.json', ...argv], h.deps),
      ).toBeUndefined();
      expect(h.exits).toEqual([2]);
      expect(h.err).toEqual([message]);
    }
    const h = harness();
    await start(['--config', 'nowhere.json'], h.deps);
    expect(h.err).toEqual(['mcp-loupe: --config "nowhere.json": no such file']);
  });
});
