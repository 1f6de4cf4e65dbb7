import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingMessages } from '../diagnose/finding.ts';
import { undeclaredFindings } from '../test-kit/undeclared-findings.ts';
import type { ImportedServer } from './config-types.ts';
import { importConfig } from './import-config.ts';

/** What the inspector says of an entry, as the import dialog shows it. */
const messages = (server: ImportedServer | undefined) => findingMessages(server?.findings ?? []);

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const byName = (text: string) => Object.fromEntries(importConfig(text).servers.map((server) => [server.name, server]));

describe('Claude Desktop (claude_desktop_config.json)', () => {
  const read = importConfig(sample('claude-desktop.json'));

  it('lists every server by name, in the file’s order, with what it runs', () => {
    expect(read.format).toBe('claude-desktop');
    expect(read.problem).toBeUndefined();
    expect(read.servers.map((server) => [server.name, server.summary])).toEqual([
      ['filesystem', 'npx -y @modelcontextprotocol/server-filesystem /Users/alice/Desktop /Users/alice/Downloads'],
      ['github', 'npx -y @modelcontextprotocol/server-github'],
      ['weather', 'uv --directory /Users/alice/projects/weather run weather.py'],
      ['linear', 'npx -y mcp-remote https://mcp.linear.app/sse'],
      ['sqlite', 'uvx mcp-server-sqlite --db-path /Users/alice/test.db'],
    ]);
  });

  it('keeps the environment, numbers as text', () => {
    const servers = byName(sample('claude-desktop.json'));
    expect(servers.github?.target).toEqual({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-github'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: '<YOUR_TOKEN>' },
    });
    expect(servers.sqlite?.target).toMatchObject({ env: { LOG_LEVEL: 'info', MAX_ROWS: '500' } });
  });

  it('says when a command only bridges to a URL the inspector could reach itself', () => {
    expect(messages(byName(sample('claude-desktop.json')).linear)).toEqual([
      expect.stringContaining('mcp-remote, a bridge to https://mcp.linear.app/sse'),
    ]);
  });
});

describe('Claude Code (.mcp.json) remote entries', () => {
  const servers = byName(sample('claude-code.mcp.json'));

  it('reads http and sse entries as URLs with their transport', () => {
    expect(servers.sentry?.target).toEqual({
      kind: 'http',
      url: 'https://mcp.sentry.dev/mcp',
      transport: 'streamable-http',
      route: 'auto',
      headers: [],
    });
    expect(servers.asana?.target).toMatchObject({ transport: 'sse', url: 'https://mcp.asana.com/sse' });
  });

  it('keeps ${VAR} expansions visible and reports them, secrets marked', () => {
    expect(servers['internal-api']?.target).toMatchObject({
      url: '${API_BASE_URL:-https://api.example.com}/mcp',
      headers: [{ name: 'Authorization', value: 'Bearer ${API_KEY}' }],
    });
    expect(servers['internal-api']?.placeholders).toEqual([
      { text: '${API_BASE_URL:-https://api.example.com}', where: 'url' },
      { text: '${API_KEY}', where: 'header Authorization', secret: true },
    ]);
    expect(servers.airtable?.placeholders).toEqual([
      { text: '${AIRTABLE_API_KEY}', where: 'env AIRTABLE_API_KEY', secret: true },
    ]);
  });
});

describe('Cursor (.cursor/mcp.json)', () => {
  const read = importConfig(sample('cursor-mcp.json'));
  const servers = byName(sample('cursor-mcp.json'));

  it('is recognised by its url entries without a type', () => {
    expect(read.format).toBe('cursor');
    expect(servers.context7?.target).toEqual({
      kind: 'http',
      url: 'https://mcp.context7.com/mcp',
      transport: 'auto',
      route: 'auto',
      headers: [{ name: 'CONTEXT7_API_KEY', value: 'YOUR_API_KEY' }],
    });
  });

  it('reads a static OAuth client into the OAuth choices', () => {
    expect(servers.mittwald?.target).toMatchObject({
      oauth: {
        clientId: '${env:MITTWALD_OAUTH_CLIENT_ID}',
        clientSecret: '${env:MITTWALD_OAUTH_CLIENT_SECRET}',
        scope: 'mcp offline_access',
      },
    });
    expect(
      servers.mittwald?.placeholders.map((placeholder) => [placeholder.where, placeholder.secret ?? false]),
    ).toEqual([
      ['OAuth client id', false],
      ['OAuth client secret', true],
    ]);
  });

  it('reports ${env:…} and ${workspaceFolder} and the envFile it does not read', () => {
    expect(servers['mcp-server']?.placeholders).toEqual([
      { text: '${workspaceFolder}', where: 'argument 1' },
      { text: '${env:MY_SERVICE_API_KEY}', where: 'env API_KEY', secret: true },
    ]);
    expect(messages(servers['local-tools'])).toEqual([
      'Its envFile (${workspaceFolder}/.env) is not read: add those variables under Environment',
    ]);
  });
});

describe('VS Code (.vscode/mcp.json, with comments and trailing commas)', () => {
  const read = importConfig(sample('vscode-mcp.json'));
  const servers = byName(sample('vscode-mcp.json'));

  it('reads servers of each type', () => {
    expect(read.format).toBe('vscode');
    expect(read.servers.map((server) => server.name)).toEqual([
      'Perplexity',
      'fetch',
      'sqlite',
      'github',
      'legacy-events',
      'playwright',
    ]);
    expect(servers.github?.target).toMatchObject({
      kind: 'http',
      transport: 'streamable-http',
      url: 'https://api.githubcopilot.com/mcp/',
    });
    expect(servers['legacy-events']?.target).toMatchObject({
      kind: 'http',
      transport: 'sse',
      headers: [{ name: 'X-Team', value: 'blue' }],
    });
    expect(servers.sqlite?.target).toMatchObject({ kind: 'stdio', cwd: '${workspaceFolder}' });
  });

  it('describes each ${input:…} with its input, a password input as a secret', () => {
    expect(servers.Perplexity?.target).toMatchObject({ env: { PERPLEXITY_API_KEY: '${input:perplexity-key}' } });
    expect(servers.Perplexity?.placeholders).toEqual([
      {
        text: '${input:perplexity-key}',
        where: 'env PERPLEXITY_API_KEY',
        description: 'Perplexity API Key',
        secret: true,
      },
    ]);
    expect(servers.sqlite?.placeholders).toEqual([
      { text: '${input:db-path}', where: 'argument 3', description: 'Path to the SQLite database' },
      { text: '${workspaceFolder}', where: 'cwd' },
    ]);
  });

  it('says what it left out: an envFile, a variable the editor unsets', () => {
    expect(messages(servers.sqlite)).toEqual([
      expect.stringContaining('envFile (${workspaceFolder}/.env) is not read'),
    ]);
    expect(messages(servers.playwright)).toEqual(['env DEBUG is null (unset in the editor): left out']);
  });

  it("points each finding at its place in the file, as the person's doing, under a declared rule", () => {
    const [null_] = servers.playwright?.findings ?? [];
    expect(null_).toMatchObject({
      rule: 'config-field-left-out',
      pointer: '/servers/playwright/env/DEBUG',
      cause: 'person',
    });
    expect(undeclaredFindings(Object.values(servers).flatMap((server) => server?.findings ?? []))).toEqual([]);
    const nested = importConfig('{"mcp": {"servers": {"s": {"command": "node", "args": ["a", 2]}}}}').servers[0];
    expect(nested?.findings).toEqual([
      expect.objectContaining({ rule: 'config-value-read-as', pointer: '/mcp/servers/s/args/1' }),
    ]);
  });

  it('also reads the servers nested under "mcp" in settings.json', () => {
    const read = importConfig(
      JSON.stringify({
        'editor.fontSize': 13,
        mcp: { servers: { time: { command: 'uvx', args: ['mcp-server-time'] } } },
      }),
    );
    expect(read.format).toBe('vscode');
    expect(read.servers[0]?.summary).toBe('uvx mcp-server-time');
  });
});

describe('the official inspector’s --config file', () => {
  const read = importConfig(sample('inspector-config.json'));
  const servers = byName(sample('inspector-config.json'));

  it('reads stdio, sse and streamable-http entries', () => {
    expect(read.format).toBe('inspector');
    expect(servers.everything?.target).toEqual({
      kind: 'stdio',
      command: 'npx',
      args: ['@modelcontextprotocol/server-everything'],
      env: { hello: 'Hello MCP!' },
    });
    expect(servers['my-sse']?.target).toMatchObject({ transport: 'sse', url: 'http://localhost:3000/sse' });
    expect(servers['my-streamable-http']?.target).toMatchObject({
      transport: 'streamable-http',
      url: 'http://localhost:3001/mcp',
    });
  });

  it('lists a server it cannot connect to, and why, beside the others', () => {
    expect(servers['my-websocket']?.target).toBeUndefined();
    expect(servers['my-websocket']?.problem).toBe(
      'Transport "ws" is not one the inspector speaks (stdio, http, streamable-http, sse)',
    );
  });
});

describe('a registry server.json', () => {
  it('turns an npm package into npx -y name@version, with defaults for its inputs', () => {
    const read = importConfig(sample('server-npm.json'));
    expect(read.format).toBe('server-json');
    expect(read.servers).toEqual([
      {
        name: 'Filesystem',
        target: {
          kind: 'stdio',
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-filesystem@1.0.2', '/Users/username/Desktop'],
          env: { LOG_LEVEL: 'info' },
        },
        summary: 'npx -y @modelcontextprotocol/server-filesystem@1.0.2 /Users/username/Desktop',
        findings: [],
        placeholders: [],
      },
    ]);
  });

  const servers = byName(sample('server-hybrid.json'));

  it('offers each package and remote as a server of its own', () => {
    expect(Object.keys(servers)).toEqual([
      'weather-mcp (pypi)',
      'weather-mcp (oci)',
      'weather-mcp (mcpb)',
      'weather-mcp (streamable-http)',
      'weather-mcp (sse)',
    ]);
  });

  it('runs a PyPI package with uvx, and lists the secret it needs', () => {
    expect(servers['weather-mcp (pypi)']?.target).toEqual({
      kind: 'stdio',
      command: 'uvx',
      args: ['weather-mcp-server==0.5.0'],
      env: { WEATHER_API_KEY: '{WEATHER_API_KEY}', WEATHER_UNITS: 'celsius' },
    });
    expect(servers['weather-mcp (pypi)']?.placeholders).toEqual([
      {
        text: '{WEATHER_API_KEY}',
        where: 'env WEATHER_API_KEY',
        description: 'API key for weather service',
        secret: true,
      },
    ]);
  });

  it('runs an OCI image with docker run -i --rm, passing its variables and arguments', () => {
    expect(servers['weather-mcp (oci)']?.target).toMatchObject({
      command: 'docker',
      args: [
        'run',
        '-i',
        '--rm',
        '-e',
        'WEATHER_API_KEY',
        '--mount',
        'type=bind,src={cache_dir},dst=/cache',
        'example/weather-mcp:0.5.0',
        '--units',
        'celsius',
      ],
    });
    expect(servers['weather-mcp (oci)']?.placeholders.map((placeholder) => placeholder.where)).toEqual([
      'runtime argument 1 (--mount) {cache_dir}',
      'env WEATHER_API_KEY',
    ]);
  });

  it('says a bundle cannot be run here', () => {
    expect(servers['weather-mcp (mcpb)']?.problem).toMatch(/bundle/);
  });

  it('reads remotes with their headers; a header without a value is a placeholder to fill', () => {
    expect(servers['weather-mcp (streamable-http)']?.target).toEqual({
      kind: 'http',
      url: 'https://weather.example.com/mcp',
      transport: 'streamable-http',
      route: 'auto',
      headers: [
        { name: 'X-API-Key', value: '{X-API-Key}' },
        { name: 'X-Region', value: 'us-east-1' },
      ],
    });
    expect(servers['weather-mcp (sse)']?.placeholders).toEqual([
      { text: '{tenant}', where: 'url {tenant}', description: 'Your tenant id' },
    ]);
  });

  it('reads the registry API’s answer around a server.json, and the older snake_case fields', () => {
    const old = {
      name: 'io.github.example/brave',
      packages: [{ registry_type: 'npm', identifier: '@modelcontextprotocol/server-brave-search', version: '1.0.2' }],
    };
    expect(importConfig(JSON.stringify({ server: old })).servers[0]?.summary).toBe(
      'npx -y @modelcontextprotocol/server-brave-search@1.0.2',
    );
    expect(importConfig(JSON.stringify({ servers: [{ server: old, _meta: {} }] })).servers[0]?.name).toBe('brave');
  });

  it('turns a NuGet package into dnx, package arguments after --', () => {
    const read = importConfig(
      JSON.stringify({
        name: 'io.github.joelverhagen/sample',
        packages: [
          {
            registryType: 'nuget',
            identifier: 'Knapcode.SampleMcpServer',
            version: '0.4.0-beta',
            packageArguments: [
              { type: 'positional', value: 'mcp' },
              { type: 'positional', value: 'start' },
            ],
          },
        ],
      }),
    );
    expect(read.servers[0]?.summary).toBe('dnx Knapcode.SampleMcpServer@0.4.0-beta --yes -- mcp start');
  });
});

describe('what people paste', () => {
  it('reads one entry cut out of a README, without the outer braces', () => {
    const read = importConfig(
      '"memory": {\n  "command": "npx",\n  "args": ["-y", "@modelcontextprotocol/server-memory"]\n},',
    );
    expect(read.servers.map((server) => [server.name, server.summary])).toEqual([
      ['memory', 'npx -y @modelcontextprotocol/server-memory'],
    ]);
  });

  it('reads a bare entry, and a map of entries without mcpServers around it', () => {
    expect(importConfig('{"command": "node", "args": ["server.js"]}').servers[0]).toMatchObject({
      name: 'server',
      summary: 'node server.js',
    });
    expect(
      importConfig('{"a": {"url": "http://127.0.0.1:3001/mcp"}, "b": {"command": "node"}}').servers.map(
        (server) => server.name,
      ),
    ).toEqual(['a', 'b']);
  });

  it('reports each entry it cannot import, and imports the rest', () => {
    const read = importConfig(
      JSON.stringify({
        mcpServers: {
          good: { command: 'node', args: ['ok.js'] },
          nothing: { description: 'no command' },
          badArgs: { command: 'node', args: ['a', { b: 1 }] },
          badUrl: { url: 'ftp://example.com/mcp' },
          notObject: 'npx server',
        },
      }),
    );
    expect(read.servers.map((server) => [server.name, server.problem])).toEqual([
      ['good', undefined],
      ['nothing', 'Neither a command nor a url'],
      ['badArgs', 'Argument 2 is not a string'],
      ['badUrl', 'Its url is not http: or https: (ftp:)'],
      ['notObject', 'Not an object with a command or a url'],
    ]);
  });

  it('splits an args string like a shell, and says so', () => {
    const server = importConfig(
      '{"mcpServers": {"s": {"command": "python", "args": "-m my_server --name \'two words\'"}}}',
    ).servers[0];
    expect(server?.target).toMatchObject({ args: ['-m', 'my_server', '--name', 'two words'] });
    expect(messages(server)).toEqual([expect.stringContaining('split into words')]);
  });

  it('says what is wrong with text that is not a config', () => {
    expect(importConfig('').problem).toBe('The text is empty');
    expect(importConfig('npx -y server').problem).toMatch(/^Not JSON: /);
    expect(importConfig('[1, 2]').problem).toBe('Expected a JSON object with the servers in it');
    expect(importConfig('{"theme": "dark"}').problem).toMatch(/^No servers found: expected mcpServers/);
    expect(importConfig('{"mcpServers": {}}')).toEqual({
      format: 'claude-desktop',
      servers: [],
      problem: 'The file defines no servers',
    });
  });

  it('refuses an entry whose variable name a shell would run (mcpServers and server.json alike), naming it', () => {
    const map = importConfig(
      JSON.stringify({ mcpServers: { s: { command: 'node', env: { '$(touch /tmp/x)': '1', OK: '2' } } } }),
    ).servers[0];
    expect(map?.target).toBeUndefined();
    expect(map?.problem).toBe(
      'Its env: The environment variable name "$(touch /tmp/x)" is not a POSIX name (a letter or _, then letters, digits or _)',
    );
    const registry = importConfig(
      JSON.stringify({
        name: 'x/y',
        packages: [
          { registryType: 'npm', identifier: 'pkg', environmentVariables: [{ name: 'X;touch x;Y', value: '1' }] },
        ],
      }),
    ).servers[0];
    expect(registry?.target).toBeUndefined();
    expect(registry?.problem).toMatch(
      /^Its environmentVariables: The environment variable name "X;touch x;Y" is not a POSIX name/,
    );
  });
});
