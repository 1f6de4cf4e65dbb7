import { describe, expect, it } from 'vitest';
import { diagnoseStdioStart } from './stdio-start-failure.ts';

const node = '/usr/bin/node';
const exited = (code: number | null, stderr: string, signal: string | null = null) => ({
  code,
  signal,
  stderrTail: stderr.split('\n'),
});

const mainModuleMissing = `node:internal/modules/cjs/loader:1433
  throw err;
  ^

Error: Cannot find module '/srv/server/dist/index.js'
    at Function._resolveFilename (node:internal/modules/cjs/loader:1430:15)
    at node:internal/main/run_main_module:36:49 {
  code: 'MODULE_NOT_FOUND',
  requireStack: []
}

Node.js v22.23.3
`;

const packageMissing = `node:internal/modules/package_json_reader:314
  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);
        ^

Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod' imported from /srv/server/index.mjs
    at ModuleJob._link (node:internal/modules/esm/module_job:182:49) {
  code: 'ERR_MODULE_NOT_FOUND'
}

Node.js v22.23.3`;

describe('diagnoseStdioStart', () => {
  it('a command that is not on the PATH: command not found, with the spawn code and no exit', () => {
    const failure = diagnoseStdioStart({
      command: 'mcp-servr',
      args: ['--stdio'],
      spawnError: 'Cannot start "mcp-servr": command not found (ENOENT)',
    });
    expect(failure).toMatchObject({
      cause: 'command-not-found',
      title: 'Command not found',
      spawnCode: 'ENOENT',
      ending: 'not started (ENOENT)',
      commandLine: 'mcp-servr --stdio',
      stderrTail: [],
    });
    expect(failure?.advice).toContain('Nothing called "mcp-servr" is on the PATH');
  });

  it('a path to a command that is not there says there is no file at that path', () => {
    const failure = diagnoseStdioStart({
      command: './bin/server',
      args: [],
      spawnError: 'Cannot start "./bin/server": command not found (ENOENT)',
    });
    expect(failure?.cause).toBe('command-not-found');
    expect(failure?.advice).toContain(
      'There is no file at "./bin/server" (a relative path is read from the working directory)',
    );
  });

  it('a file that is not executable (EACCES): not executable, with chmod and the interpreter as ways out', () => {
    const failure = diagnoseStdioStart({
      command: '/srv/server.mjs',
      args: [],
      spawnError: 'Cannot start "/srv/server.mjs": permission denied (is it executable?) (EACCES)',
    });
    expect(failure).toMatchObject({ cause: 'not-executable', title: 'Not executable', spawnCode: 'EACCES' });
    expect(failure?.advice).toContain('chmod +x');
  });

  it("the proxy already runs its most servers: too many servers, in the proxy's words, the limit named and what to do", () => {
    const failure = diagnoseStdioStart({
      command: 'node',
      args: ['server.js'],
      spawnError:
        'mcp-loupe is already running 32 servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N (SERVER_LIMIT)',
    });
    expect(failure).toMatchObject({
      cause: 'server-limit',
      title: 'Too many servers',
      advice:
        'mcp-loupe is already running 32 servers, its limit (--max-servers): disconnect one, or start mcp-loupe with --max-servers N.',
      spawnCode: 'SERVER_LIMIT',
      ending: 'not started (the limit on servers)',
    });
  });

  it('a working directory that does not exist is named as such, not as a missing command', () => {
    const failure = diagnoseStdioStart({
      command: 'node',
      args: ['x.js'],
      cwd: '/nope',
      spawnError: 'Cannot start "node": working directory "/nope" does not exist (ENOENT)',
    });
    expect(failure?.cause).toBe('working-directory');
  });

  it('node given a script path that does not exist: the script is missing, named, with the exit code and the stderr tail', () => {
    const failure = diagnoseStdioStart({
      command: node,
      args: ['/srv/server/dist/index.js'],
      exit: exited(1, mainModuleMissing),
    });
    expect(failure).toMatchObject({
      cause: 'module-missing',
      title: 'Script not found',
      exitCode: 1,
      signal: null,
      ending: 'exit code 1',
    });
    expect(failure?.advice).toContain('"/srv/server/dist/index.js" does not exist');
    expect(failure?.stderrTail).toContain("Error: Cannot find module '/srv/server/dist/index.js'");
    // The trailing empty line is dropped; the ones inside stay, as written.
    expect(failure?.stderrTail.at(-1)).toBe('Node.js v22.23.3');
  });

  it('a package the server imports is not installed (ERR_MODULE_NOT_FOUND): a dependency is missing, npm install', () => {
    const failure = diagnoseStdioStart({
      command: node,
      args: ['/srv/server/index.mjs'],
      exit: exited(1, packageMissing),
    });
    expect(failure).toMatchObject({ cause: 'module-missing', title: 'Module missing' });
    expect(failure?.advice).toContain('"zod"');
    expect(failure?.advice).toContain('npm install');
  });

  it('a CommonJS require of a missing module from the server is a dependency, not the script', () => {
    const stderr =
      "Error: Cannot find module 'express'\nRequire stack:\n- /srv/server.js\n    at x {\n  code: 'MODULE_NOT_FOUND',\n  requireStack: [ '/srv/server.js' ]\n}";
    expect(diagnoseStdioStart({ command: node, args: ['/srv/server.js'], exit: exited(1, stderr) })?.title).toBe(
      'Module missing',
    );
  });

  it('python: a missing module and a missing script', () => {
    expect(
      diagnoseStdioStart({
        command: 'python3',
        args: ['-m', 'srv'],
        exit: exited(1, "Traceback (most recent call last):\nModuleNotFoundError: No module named 'mcp'"),
      }),
    ).toMatchObject({ cause: 'module-missing', title: 'Module missing' });
    expect(
      diagnoseStdioStart({
        command: 'python3',
        args: ['srv.py'],
        exit: exited(2, "python3: can't open file '/w/srv.py': [Errno 2] No such file or directory"),
      }),
    ).toMatchObject({ cause: 'module-missing', title: 'Script not found' });
  });

  it('syntax this Node.js does not parse, or an engine it does not match: wrong Node.js version, naming the version it ran on', () => {
    const syntax =
      "/srv/server.js:3\n  a ||= 1;\n    ^^^\n\nSyntaxError: Unexpected token '||='\n    at wrapSafe (internal/modules/cjs/loader.js:915:16)\n\nNode.js v14.21.3";
    const failure = diagnoseStdioStart({ command: node, args: ['/srv/server.js'], exit: exited(1, syntax) });
    expect(failure).toMatchObject({ cause: 'wrong-node-version', title: 'Wrong Node.js version' });
    expect(failure?.advice).toContain('Node.js v14.21.3');
    expect(
      diagnoseStdioStart({
        command: 'npx',
        args: ['srv'],
        exit: exited(1, 'npm warn EBADENGINE Unsupported engine {\nnpm warn EBADENGINE   required: { node: ">=20" }'),
      })?.cause,
    ).toBe('wrong-node-version');
    expect(
      diagnoseStdioStart({ command: node, args: ['s.js'], exit: exited(1, 'This server requires Node.js 20 or later') })
        ?.cause,
    ).toBe('wrong-node-version');
  });

  it('a JSON file that does not parse is not taken for the Node.js version', () => {
    const failure = diagnoseStdioStart({
      command: node,
      args: ['s.js'],
      exit: exited(1, 'SyntaxError: Unexpected token } in JSON at position 12'),
    });
    expect(failure?.cause).toBe('exited-before-answering');
  });

  it("a shell's 127 and 126", () => {
    expect(
      diagnoseStdioStart({ command: 'sh', args: ['-c', 'foo'], exit: exited(127, 'sh: 1: foo: not found') })?.cause,
    ).toBe('command-not-found');
    expect(
      diagnoseStdioStart({ command: 'sh', args: ['-c', './x'], exit: exited(126, 'sh: 1: ./x: Permission denied') })
        ?.cause,
    ).toBe('not-executable');
  });

  it('npx of a package that is not in the registry', () => {
    const failure = diagnoseStdioStart({
      command: 'npx',
      args: ['-y', 'no-such-mcp'],
      exit: exited(1, 'npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/no-such-mcp'),
    });
    expect(failure).toMatchObject({ cause: 'command-not-found', title: 'Package not found' });
  });

  it('a server that writes to stderr and exits 1 before answering: exited before answering, pointing at its stderr', () => {
    const failure = diagnoseStdioStart({ command: node, args: ['s.js'], exit: exited(1, 'fatal: API_KEY is not set') });
    expect(failure).toMatchObject({
      cause: 'exited-before-answering',
      title: 'Exited before answering',
      exitCode: 1,
      stderrTail: ['fatal: API_KEY is not set'],
    });
    expect(failure?.advice).toContain('exited with code 1 before it answered');
    expect(failure?.advice).toContain('stderr');
  });

  it('exit code 0 before answering asks whether it needs an argument to serve', () => {
    expect(
      diagnoseStdioStart({ command: node, args: ['s.js'], exit: exited(0, 'Usage: s.js [stdio|sse]') })?.advice,
    ).toContain('must keep running');
  });

  it('a signal: killed, with the signal as the ending', () => {
    const failure = diagnoseStdioStart({ command: node, args: ['s.js'], exit: exited(null, '', 'SIGKILL') });
    expect(failure).toMatchObject({ cause: 'killed', ending: 'signal SIGKILL', signal: 'SIGKILL' });
    expect(failure?.advice).toContain('out of memory');
  });

  it('quotes words of the command line that need it', () => {
    expect(
      diagnoseStdioStart({ command: '/opt/my server/run', args: ['--name', 'a b'], exit: exited(1, '') })?.commandLine,
    ).toBe('"/opt/my server/run" --name "a b"');
  });

  it('nothing to diagnose while the process neither failed to start nor ended', () => {
    expect(diagnoseStdioStart({ command: node, args: [] })).toBeUndefined();
  });
});
